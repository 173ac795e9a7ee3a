import { TEXT_NO_AS_OF_DATE } from '@loadline/core';
import { useRiskAsOfDates } from '@loadline/core/react';
import { Select, type Option } from '@loadline/ui';
import { useEffect, useMemo } from 'react';
import { TEXT_AS_OF_DATE, TEXT_NO_AS_OF_DATES } from './riskTexts';

/** Props of {@link AsOfDateSelect}. */
export interface AsOfDateSelectProps {
  /** Risk datasource the as-of-date call reads. */
  datasource: string;
  /** Only dates before this ISO day are offered (the call's `datesBefore`); null offers every date. */
  datesBefore: string | null;
  /** The chosen as-of date (ISO `YYYY-MM-DD`), or null. */
  value: string | null;
  /** Called with the chosen date. */
  onChange: (date: string | null) => void;
}

/**
 * The As Of Date selector of risk dashboards (spec part 1 §2 "Risk-type dashboards", part 2 §7):
 * one date, from GET /risk/v1/risk-data/{datasource}/as-of-date?datesBefore=, newest first. With
 * none chosen, the latest date is chosen as soon as the dates arrive, so a risk dashboard opens
 * with data rather than 'No as of date specified' on every card; without any date it reads
 * 'No as of date specified'.
 *
 * @example <AsOfDateSelect datasource="risk_positions" datesBefore="2024-06-01" value={date} onChange={setDate} />
 */
export function AsOfDateSelect({ datasource, datesBefore, value, onChange }: AsOfDateSelectProps) {
  const dates = useRiskAsOfDates(datasource, datesBefore ?? undefined);
  const latest = dates.data?.[0] ?? null;
  useEffect(() => {
    if (value === null && latest !== null) onChange(latest);
  }, [value, latest, onChange]);
  const options = useMemo<Option[]>(() => {
    const list = (dates.data ?? []).map((d) => ({ value: d, label: d }));
    // A saved date after the current end stays shown as chosen.
    if (value && !list.some((o) => o.value === value)) list.unshift({ value, label: value });
    return list;
  }, [dates.data, value]);
  return (
    <div data-part="ll_as-of-date">
      <Select
        label={TEXT_AS_OF_DATE}
        options={options}
        value={value}
        onValueChange={onChange}
        placeholder={TEXT_NO_AS_OF_DATE}
        loading={dates.isPending}
        emptyLabel={TEXT_NO_AS_OF_DATES}
        {...(dates.error ? { error: dates.error.message } : {})}
      />
    </div>
  );
}
