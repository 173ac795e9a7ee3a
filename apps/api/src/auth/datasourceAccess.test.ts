import { describe, expect, it } from 'vitest';
import { DATASOURCES, ERCOT_LOAD, METERS, RISK_POSITIONS, WEATHER } from '../data/datasources';
import { datasourceAccess } from './datasourceAccess';

const user = (mods: string[], orgId = 'org-gulfcoast-power') => ({ mods, orgId });

describe('datasource access by mods and organisation (spec part 2 section 6)', () => {
  it('gives mark-to-market positions to mod_risk only, meter-level data to mod_load_forecast only', () => {
    expect(datasourceAccess(user(['mod_load_forecast', 'mod_pricing']), RISK_POSITIONS)).toBe('denied');
    expect(datasourceAccess(user(['mod_risk']), RISK_POSITIONS)).toBe('allowed');
    expect(datasourceAccess(user(['mod_pricing']), METERS)).toBe('denied');
    expect(datasourceAccess(user(['mod_load_forecast']), METERS)).toBe('allowed');
  });

  it('keeps the seed public to every organisation and an import to its own', () => {
    for (const ds of [ERCOT_LOAD, WEATHER]) expect(datasourceAccess(user([], 'org-anyone'), ds)).toBe('allowed');
    expect(DATASOURCES.every((d) => d.ownerOrgId === undefined)).toBe(true);
    const imported = { ...ERCOT_LOAD, name: 'gcp_scada', ownerOrgId: 'org-gulfcoast-power' };
    expect(datasourceAccess(user(['mod_load_forecast']), imported)).toBe('allowed');
    expect(datasourceAccess(user(['mod_load_forecast'], 'org-lonestar-gas'), imported)).toBe('hidden');
  });
});
