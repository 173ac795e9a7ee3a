import type { ConfigItem } from '@loadline/core';
import { FIXTURE_CONFIGS } from '@loadline/core/testing';
import { describe, expect, it } from 'vitest';
import { categoryOptions, commodityOptions, initialDialogValues, levelOptions, levelsExist, resolveConfigId } from './dialogOptions';

const gas: ConfigItem = {
  configId: 'cfg-gas-lt', type: 'prod_load_forecast', commodity: { name: 'gas', label: 'Gas' },
  category: { name: 'longTermForecast', label: 'Long Term' }, level: null, datasource: 'gas_lt', isSettled: false,
  filters: [], rangeFilters: [], weatherStations: [], timeInterval: 60,
};
const configs = [...FIXTURE_CONFIGS, gas];

describe('dialog options', () => {
  it('offers each commodity, category and level once, per the choice above it', () => {
    expect(commodityOptions(configs)).toEqual([{ value: 'power', label: 'Power' }, { value: 'gas', label: 'Gas' }]);
    expect(categoryOptions(configs, 'gas')).toEqual([{ value: 'longTermForecast', label: 'Long Term' }]);
    expect(levelOptions(configs, 'power', 'shortTermForecast').map((o) => o.label)).toEqual(['Weather zone', 'System']);
    expect(levelsExist(configs, 'gas', 'longTermForecast')).toBe(false);
  });

  it('resolves the config item of a complete choice only', () => {
    expect(resolveConfigId(configs, { commodity: 'power', category: 'shortTermForecast', level: 'system' })).toBe('cfg-ercot-forecast');
    expect(resolveConfigId(configs, { commodity: 'power', category: 'shortTermForecast', level: '' })).toBe('');
    expect(resolveConfigId(configs, { commodity: 'gas', category: 'longTermForecast', level: '' })).toBe('cfg-gas-lt');
  });

  it('starts from a configId, and pre-chooses a single option in create mode only', () => {
    expect(initialDialogValues('copy', configs, { configId: 'cfg-ercot-zone-load' })).toMatchObject({
      commodity: 'power', category: 'shortTermForecast', level: 'zone', levelsExist: true, configId: 'cfg-ercot-zone-load',
    });
    expect(initialDialogValues('create', [gas])).toMatchObject({ commodity: 'gas', category: 'longTermForecast', configId: 'cfg-gas-lt' });
    expect(initialDialogValues('copy', [gas])).toMatchObject({ commodity: '', configId: '' });
  });
});
