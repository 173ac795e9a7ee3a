export { useControllableState, type ControllableStateOptions } from './useControllableState';
export { Button, type ButtonProps } from './Button/Button';
export { buttonVariants, buttonSizes, type ButtonVariant, type ButtonSize } from './Button/variants';
export { IconButton, CloseIcon, ChevronDownIcon, type IconButtonProps } from './IconButton/IconButton';
