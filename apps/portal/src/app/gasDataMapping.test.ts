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

  it('leaves the power datasources as they were', () => {
    expect(referenceDataMapping({ datasource: 'ercot_load' }).totalMarkets).toEqual(['ERCOT']);
    expect(referenceDataMapping({ datasource: 'meters' }).load).toEqual({ metric: 'load' });
  });
});
