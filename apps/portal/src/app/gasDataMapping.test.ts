import { describe, expect, it } from 'vitest';
import { referenceDataMapping } from './dataMapping';

describe('the reference API mapping of gas config items', () => {
  it('reads UK LDZ sendout (actual) with the Central England heating degree days as its weather', () => {
    const m = referenceDataMapping({ datasource: 'gas_uk_ldz' });
    expect(m.load).toEqual({ metric: 'load', kinds: { column: 'series', values: { actual: 'actual' } } });
    expect(m.weather).toMatchObject({ datasource: 'gas_uk_weather', metric: 'hdd', stationColumn: 'station', measure: { unit: 'degC-days, base 15.5' } });
    expect(m.totalMarkets ?? []).toEqual([]);
  });

  it('reads Texas end uses with the total (delivered to consumers) alone when none is chosen, and the Texas stations\' temperature', () => {
    const m = referenceDataMapping({ datasource: 'gas_tx_monthly' });
    expect(m.totalMarkets).toEqual(['TX_DELIVERED']);
    expect(m.weather).toMatchObject({ datasource: 'weather', metric: 'temperature' });
    expect(m.weather?.measure).toBeUndefined();
  });

  it("offers Henry Hub's gas price (gas_henry_hub, market HENRY_HUB, $/MMBtu) on both gas dashboards, never on power ones", () => {
    for (const datasource of ['gas_uk_ldz', 'gas_tx_monthly']) {
      expect(referenceDataMapping({ datasource }).marketSeries).toEqual([
        { id: 'henry_hub', label: 'Henry Hub Price', datasource: 'gas_henry_hub', metric: 'price', unit: '$/MMBtu', filters: { market: 'HENRY_HUB' }, timeIntervalMinutes: 1440 },
      ]);
    }
    expect(referenceDataMapping({ datasource: 'ercot_load' }).marketSeries ?? []).toEqual([]);
  });

  it('leaves the power datasources as they were', () => {
    expect(referenceDataMapping({ datasource: 'ercot_load' }).totalMarkets).toEqual(['ERCOT']);
    expect(referenceDataMapping({ datasource: 'meters' }).load).toEqual({ metric: 'load' });
  });
});
