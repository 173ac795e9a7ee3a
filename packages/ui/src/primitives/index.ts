export { useControllableState, type ControllableStateOptions } from './useControllableState';
export { Button, type ButtonProps } from './Button/Button';
export { buttonVariants, buttonSizes, type ButtonVariant, type ButtonSize } from './Button/variants';
export { IconButton, CloseIcon, ChevronDownIcon, type IconButtonProps } from './IconButton/IconButton';
export { Dialog, type DialogProps } from './Dialog/Dialog';
export { Popover, type PopoverProps } from './Popover/Popover';
export { Menu, type MenuItem, type MenuProps } from './Menu/Menu';
export { Tooltip, type TooltipProps } from './Tooltip/Tooltip';
