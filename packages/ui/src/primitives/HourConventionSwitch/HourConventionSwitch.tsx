import { uiTexts } from '../../texts';
import { SegmentedControl } from '../SegmentedControl/SegmentedControl';
import { useControllableState } from '../useControllableState';

/** Props of {@link HourConventionSwitch}. */
export interface HourConventionSwitchProps {
  /** `true` when Hour Ending is chosen (the dashboard's `isHourEndingSelected`), controlled. @default undefined */
  value?: boolean;
  /** Initial choice (uncontrolled). @default true */
  defaultValue?: boolean;
  /** Called with `true` for Hour Ending, `false` for Hour Beginning. @default undefined */
  onValueChange?: (hourEnding: boolean) => void;
  /** Accessible name of the choice. @default 'Hour Beginning/Hour Ending' */
  label?: string;
  /** Disables the switch. @default false */
  disabled?: boolean;
}

/**
 * The Hour Beginning / Hour Ending picker of the dashboard editor's top area (spec part 1
 * section 2). Hour ending labels hours HE1..HE24 (hour 0 becomes 23, others shift by minus 1,
 * spec part 1 section 8); this control only picks the convention.
 *
 * @example
 * <HourConventionSwitch value={dashboard.isHourEndingSelected} onValueChange={setHourEnding} />
 */
export function HourConventionSwitch({ value, defaultValue = true, onValueChange, label = `${uiTexts.hourBeginning}/${uiTexts.hourEnding}`, disabled = false }: HourConventionSwitchProps) {
  const [hourEnding, setHourEnding] = useControllableState<boolean>({ value, defaultValue, onValueChange });
  return (
    <SegmentedControl
      label={label}
      hideLabel
      disabled={disabled}
      options={[
        { value: 'beginning', label: uiTexts.hourBeginning },
        { value: 'ending', label: uiTexts.hourEnding },
      ]}
      value={hourEnding ? 'ending' : 'beginning'}
      onValueChange={(v) => setHourEnding(v === 'ending')}
    />
  );
}
