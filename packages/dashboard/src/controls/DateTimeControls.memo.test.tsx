import type { DateBound } from '@loadline/core';
import type * as Ui from '@loadline/ui';
import { render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateTimeControls, type DateTimeControlsProps } from './DateTimeControls';

// Counts the renders of the controls' first child, drawn as the real picker.
const zoneRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@loadline/ui', async (importOriginal) => {
  const ui = await importOriginal<typeof Ui>();
  return {
    ...ui,
    TimeZonePicker: (props: ComponentProps<typeof ui.TimeZonePicker>) => {
      zoneRenders.count += 1;
      return <ui.TimeZonePicker {...props} />;
    },
  };
});

const fixed = (value: string): DateBound => ({ dateType: 'fixed', identifier: 'today', quantity: 0, multiplier: 1, value });

describe('DateTimeControls re-rendering', () => {
  it('is not drawn again when the editor passes new dates of the same instants, and is when a value changes', () => {
    const from = fixed('2019-07-01');
    const to = fixed('2019-07-31');
    const onChange = vi.fn();
    const props = (min: string, zone = 'America/Chicago'): DateTimeControlsProps => ({
      timezone: zone, isHourEndingSelected: true, from, to, onChange,
      dataMin: new Date(min), dataMax: new Date('2019-11-03T05:00:00Z'), now: new Date('2026-11-21T12:00:00Z'),
    });
    const { rerender } = render(<DateTimeControls {...props('2019-03-10T06:00:00Z')} />);
    expect(zoneRenders.count).toBe(1);
    // A filter change: the editor's data bounds are new Date objects of the same instants.
    rerender(<DateTimeControls {...props('2019-03-10T06:00:00Z')} />);
    expect(zoneRenders.count).toBe(1);
    rerender(<DateTimeControls {...props('2019-03-11T06:00:00Z')} />);
    expect(zoneRenders.count).toBe(2);
    rerender(<DateTimeControls {...props('2019-03-11T06:00:00Z', 'America/New_York')} />);
    expect(zoneRenders.count).toBe(3);
  });
});
