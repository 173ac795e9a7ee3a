/// <reference types="@testing-library/jest-dom/vitest" />
import type { DataAdapter } from '@loadline/core';
import { LoadlineProvider } from '@loadline/core/react';
import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AsOfDateSelect } from './AsOfDateSelect';

function setup(dates: string[], initial: string | null = null) {
  const asOfDates = vi.fn(async () => dates);
  const onChange = vi.fn();
  function Host() {
    const [value, setValue] = useState<string | null>(initial);
    return (
      <AsOfDateSelect
        datasource="risk_positions"
        datesBefore={null}
        value={value}
        onChange={(d) => {
          onChange(d);
          setValue(d);
        }}
      />
    );
  }
  render(
    <LoadlineProvider adapter={{ risk: { asOfDates } } as unknown as Partial<DataAdapter>}>
      <Host />
    </LoadlineProvider>,
  );
  return { onChange, asOfDates };
}

describe('AsOfDateSelect (spec part 1 §2 "Risk-type dashboards")', () => {
  it('chooses the latest as-of date when none is chosen, so the risk cards do not open with errors', async () => {
    const { onChange } = setup(['2019-07-03', '2019-07-02', '2019-07-01']);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('2019-07-03'));
    expect(screen.getByRole('combobox', { name: 'As Of Date' })).toHaveTextContent('2019-07-03');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps a saved as-of date', async () => {
    const { onChange, asOfDates } = setup(['2019-07-03', '2019-07-01'], '2019-07-01');
    await waitFor(() => expect(asOfDates).toHaveBeenCalled());
    await screen.findByRole('combobox', { name: 'As Of Date' });
    expect(onChange).not.toHaveBeenCalled();
  });
});
