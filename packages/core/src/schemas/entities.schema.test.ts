import { describe, expect, it } from 'vitest';
import { TEXT_DATE_FORMAT, TEXT_END_BEFORE_START, TEXT_METER_ID_ALPHANUMERIC, TEXT_RUN_NAME_TOO_LONG, TEXT_RUN_NOTES_TOO_LONG } from '../texts';
import { adjustmentRowSchema } from './adjustment.schema';
import { groupConfigItemsByType, configItemSchema, scenarioConfigSchema } from './config.schema';
import { calculationInputRowSchema, canDownloadJob, jobSchema, jobTypeOfRun, runSchema } from './job.schema';
import { CONFIG_TABLES, configRowSchemas } from './pricingConfig.schema';
import { expandMods, isValidUser } from './user.schema';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('user validity (spec part 1 §3)', () => {
  const user = { userId: 'u1', email: 'a@b.example', name: 'Ana', mods: ['mod_risk'], organization: 'Gulf' };
  it('needs string email, string name, array mods and string organization', () => {
    expect(isValidUser(user)).toBe(true);
    expect(isValidUser({ ...user, email: undefined })).toBe(false);
    expect(isValidUser({ ...user, name: 3 })).toBe(false);
    expect(isValidUser({ ...user, mods: 'mod_risk' })).toBe(false);
    expect(isValidUser({ ...user, organization: null })).toBe(false);
  });

  it('maps modules to products (spec part 2 §6)', () => {
    expect(expandMods(['mod_risk'])).toEqual(['mod_risk', 'prod_risk_management', 'prod_load_scheduling']);
    expect(expandMods(['prod_data_insights', 'mod_load_forecast'])).toContain('prod_meter_level_insights');
  });
});

describe('calculation input row (spec part 2 §5)', () => {
  const row = { meterId: 'M0042', market: 'ERCOT', iso: 'ERCOT', edc: 'CNP', product: 'FIX12', profile: 'RESLOWR', startDate: '2024-01-01', endDate: '2024-12-31', asOfDate: '2023-12-15' };
  it('accepts a complete row', () => {
    expect(calculationInputRowSchema.safeParse(row).success).toBe(true);
  });
  it('requires an alphanumeric meter id', () => {
    expect(messages(calculationInputRowSchema.safeParse({ ...row, meterId: 'M-42' }))).toContain(TEXT_METER_ID_ALPHANUMERIC);
  });
  it('requires YYYY-MM-DD dates', () => {
    expect(messages(calculationInputRowSchema.safeParse({ ...row, startDate: '01/01/2024' }))).toContain(TEXT_DATE_FORMAT);
  });
  it('rejects an end date before the start date but accepts the same day', () => {
    expect(messages(calculationInputRowSchema.safeParse({ ...row, endDate: '2023-12-31' }))).toEqual([TEXT_END_BEFORE_START]);
    expect(calculationInputRowSchema.safeParse({ ...row, endDate: row.startDate }).success).toBe(true);
  });
  it('requires every market field', () => {
    expect(calculationInputRowSchema.safeParse({ ...row, edc: ' ' }).success).toBe(false);
  });
});

describe('runs and jobs (spec part 2 §3-4, §9)', () => {
  it('limits the run name to 30 and notes to 256', () => {
    expect(runSchema.safeParse({ name: 'x'.repeat(30), type: 'calculation' }).success).toBe(true);
    expect(messages(runSchema.safeParse({ name: 'x'.repeat(31), type: 'calculation' }))).toEqual([TEXT_RUN_NAME_TOO_LONG]);
    expect(messages(runSchema.safeParse({ name: 'a', notes: 'n'.repeat(257), type: 'check_status' }))).toEqual([TEXT_RUN_NOTES_TOO_LONG]);
  });
  it('maps calculation to retail_cost_calculation', () => {
    expect(jobTypeOfRun('calculation')).toBe('retail_cost_calculation');
    expect(jobTypeOfRun('check_status')).toBe('check_status');
  });
  it('enables downloads only for finished jobs with success or warning', () => {
    const job = jobSchema.parse({ jobId: 'j', type: 'upload', name: 'n', addedOn: '2024-01-01', state: 'completed', finishedOn: '2024-01-02', status: 'warning' });
    expect(canDownloadJob(job)).toBe(true);
    expect(canDownloadJob({ ...job, status: 'error' })).toBe(false);
    expect(canDownloadJob({ ...job, finishedOn: null })).toBe(false);
  });
});

describe('configuration tables (spec part 2 §3)', () => {
  it('has eight tables, each reading its displayed columns', () => {
    expect(CONFIG_TABLES).toHaveLength(8);
    expect(configRowSchemas['component-curve'].parse({ component: 'ENERGY', curve: 'ERCOT_NORTH', asOfDatetime: '2024-01-01T00:00:00Z' })).toEqual({
      component: 'ENERGY',
      curve: 'ERCOT_NORTH',
      asOfDatetime: '2024-01-01T00:00:00Z',
    });
    expect(configRowSchemas.attributes.safeParse({ attributeName: 'x' }).success).toBe(false);
  });
});

describe('config items and scenario config (spec part 1 §3)', () => {
  it('groups config items by type', () => {
    const item = (configId: string, type: string) =>
      configItemSchema.parse({ configId, type, commodity: { name: 'gas', label: 'Gas' }, category: { name: 'longTermForecast', label: 'Long' } });
    const grouped = groupConfigItemsByType([item('a', 'prod_load_forecast'), item('b', 'prod_risk_management'), item('c', 'prod_load_forecast')]);
    expect(grouped.prod_load_forecast?.map((i) => i.configId)).toEqual(['a', 'c']);
  });
  it("defaults scenario columns to 'Item' and 'value'", () => {
    expect(scenarioConfigSchema.parse({})).toEqual({ valueTypeColumn: 'Item', valueColumn: 'value', hasMeterMap: false });
  });
  it('keeps the scenario config of a scenario config item', () => {
    const parsed = configItemSchema.parse({
      configId: 's', type: 'prod_load_forecast', commodity: { name: 'power', label: 'Power' }, category: { name: 'scenarioAnalysis', label: 'Scenario Analysis' },
      scenarioConfig: { valueTypeColumn: 'Item', valueColumn: 'value', hasMeterMap: true },
    });
    expect(parsed.scenarioConfig).toEqual({ valueTypeColumn: 'Item', valueColumn: 'value', hasMeterMap: true });
  });
});

describe('adjustment row (spec part 1 §3)', () => {
  it('accepts the six calculations only', () => {
    for (const c of ['none', 'add', 'multiply', 'divide', 'percent', 'custom']) {
      expect(adjustmentRowSchema.safeParse({ id: 'r', date: '2024-07-02', hour: 1, day: 'Tue', forecast: 1, adjustedForecast: 1, adjustmentCalculation: c }).success).toBe(true);
    }
    expect(adjustmentRowSchema.safeParse({ id: 'r', date: '2024-07-02', hour: 1, day: 'Tue', forecast: 1, adjustedForecast: 1, adjustmentCalculation: 'scale' }).success).toBe(false);
  });
});
