import { csvCell, hourEndingOf, keepTimeParts, validateQueryRequest } from '@loadline/core';
import { createMemoryAdapter, fixtureDatasources } from '@loadline/core/testing';

// A backend: the memory adapter over the bundled real ERCOT data (in a host, `createHttpAdapter`).
const adapter = createMemoryAdapter({ datasources: fixtureDatasources() });

// Hourly ERCOT load of 1 July 2019, checked on the client before it is sent.
const checked = validateQueryRequest({
  selectedMeasures: [{ columnName: 'load', aggregation: 'Sum', preferredColumnName: 'load' }],
  filters: [{ columnName: 'series', filterType: 'Include', filterValues: ['actual'] }],
  timeFilter: { columnName: '__time', dateRange: { fromDate: '2019-07-01', toDate: '2019-07-02' } },
  splits: [{ type: 'time', granularity: 'PT1H' }],
  timezone: 'America/Chicago',
});
if (!checked.success) throw new Error(checked.errors.join('; '));
const { data } = await adapter.query.query('ercot_load', checked.data);

// The evening peak hours, filtered in the browser as the API filters them, written as CSV.
const evening = keepTimeParts(data, { hourOfDay: [17, 18, 19] });
const lines = evening.map((row) => [String(row.__time), hourEndingOf(Date.parse(String(row.__time)), 'America/Chicago'), String(row.load)].map(csvCell).join(','));
export const csv = ['time,hour_ending,load_mwh', ...lines].join('\r\n');
