export { useControllableState, type ControllableStateOptions } from './useControllableState';
export { Button, type ButtonProps } from './Button/Button';
export { buttonVariants, buttonSizes, type ButtonVariant, type ButtonSize } from './Button/variants';
export { FileButton, type FileButtonProps } from './FileButton/FileButton';
export { IconButton, CloseIcon, ChevronDownIcon, type IconButtonProps } from './IconButton/IconButton';
export { Dialog, type DialogProps } from './Dialog/Dialog';
export { Popover, type PopoverProps } from './Popover/Popover';
export { Menu, type MenuItem, type MenuProps } from './Menu/Menu';
export { Tooltip, type TooltipProps } from './Tooltip/Tooltip';
export { VirtualList, type VirtualListProps } from './VirtualList/VirtualList';
export { useVirtualList, type VirtualListOptions } from './VirtualList/useVirtualList';
export { Skeleton, type SkeletonProps } from './Skeleton/Skeleton';
export { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup/CheckboxGroup';
export {
  useCheckboxGroup,
  filterOptions,
  selectAllShown,
  clearAllShown,
  type Option,
  type CheckboxGroupStateOptions,
} from './CheckboxGroup/useCheckboxGroup';
export { Select, type SelectProps } from './Select/Select';
export { MultiSelect, type MultiSelectProps } from './MultiSelect/MultiSelect';
export { Tabs, type TabItem, type TabsProps } from './Tabs/Tabs';
export { useTabs, nextTabIndex, type TabKey, type TabsStateOptions } from './Tabs/useTabs';
export { Chip, chipTones, type ChipProps, type ChipTone } from './Chip/Chip';
export { Avatar, type AvatarProps } from './Avatar/Avatar';
export { initialsOf } from './Avatar/initialsOf';
export { AvatarGroup, type AvatarGroupProps } from './AvatarGroup/AvatarGroup';
export { SegmentedControl, type Segment, type SegmentedControlProps } from './SegmentedControl/SegmentedControl';
export { HourConventionSwitch, type HourConventionSwitchProps } from './HourConventionSwitch/HourConventionSwitch';
export { DateField, isCompleteDate, type DateFieldProps } from './DateField/DateField';
export { DateBoundPicker, defaultDateBound, type DateBoundPickerProps } from './DateBoundPicker/DateBoundPicker';
export {
  addDays,
  resolveDateBound,
  dateBoundIdentifiers,
  type DateBound,
  type DateBoundAnchors,
  type DateBoundIdentifier,
} from './DateBoundPicker/dateBound';
export { TimeZonePicker, type TimeZonePickerProps } from './TimeZonePicker/TimeZonePicker';
export { useTimeZonePicker, type TimeZonePickerStateOptions } from './TimeZonePicker/useTimeZonePicker';
export { listTimeZones, localTimeZone, searchTimeZones, zoneOffsetLabel, zoneDisplayName } from './TimeZonePicker/timeZones';
export { part } from './part';
export { ErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary/ErrorBoundary';
export { ErrorState, errorDetailsOf, httpStatusText, type ErrorDetails, type ErrorStateProps } from './ErrorState/ErrorState';
