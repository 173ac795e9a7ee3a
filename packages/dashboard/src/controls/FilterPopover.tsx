import { Button, CheckboxGroup, ChevronDownIcon, Popover, type Option } from '@loadline/ui';

/** Props of {@link FilterPopover}. */
export interface FilterPopoverProps {
  /** Title of the filter, e.g. 'Weather zone' or 'Hour of day'. */
  title: string;
  options: readonly Option[];
  /** Checked option values. */
  value: string[];
  onValueChange: (value: string[]) => void;
  /** Options still loading. @default false */
  loading?: boolean;
  /** Error text shown instead of the options. @default undefined */
  error?: string;
}

/**
 * One filter of the bar: a button '{title}' (with the number checked) opening a popover of
 * checkboxes; above 10 options the group is searchable with Select all / Clear all (ui
 * `CheckboxGroup`, spec part 1 §2).
 *
 * @example <FilterPopover title="Day type" options={[{ value: 'Weekday', label: 'Weekday' }]} value={[]} onValueChange={set} />
 */
export function FilterPopover({ title, options, value, onValueChange, loading = false, error }: FilterPopoverProps) {
  return (
    <Popover
      aria-label={title}
      trigger={
        <Button variant="secondary" size="sm" data-checked={value.length}>
          {value.length > 0 ? `${title} (${value.length})` : title}
          <ChevronDownIcon />
        </Button>
      }
    >
      {error ? <p role="alert">{error}</p> : <CheckboxGroup label={title} options={options} value={value} onValueChange={onValueChange} loading={loading} />}
    </Popover>
  );
}
