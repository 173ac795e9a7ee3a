import { TEXT_DASHBOARD_NAME_REQUIRED, TEXT_DASHBOARD_NAME_TOO_LONG, TEXT_DESCRIPTION_TOO_LONG, dashboardSchema } from '@loadline/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { copyDashboard, createDashboardValidation, type DashboardDialogValues } from './copyDashboard';

const saved = (name: string, cardIds: string[]) =>
  dashboardSchema.parse({
    dashboardId: 'd1',
    configId: 'cfg-ercot-forecast',
    name,
    description: 'Coast load',
    type: 'prod_load_forecast',
    org: 'acme',
    cards: cardIds.map((id) => ({ id, title: `card ${id}`, isOverview: true })),
    filters: [{ name: 'market', title: 'Market', items: [{ id: 'COAST', label: 'Coast', isChecked: true }] }],
    rangeFilters: [{ name: 'load', value: [0, 100] }],
    timeFilters: { dayType: ['Weekday'] },
    settings: { timezone: 'America/Chicago', is_hour_ending: true },
  });

describe('copyDashboard', () => {
  it("names the copy 'Copy-' plus the name and keeps filters and settings", () => {
    const d = saved('ERCOT load', ['a']);
    const copy = copyDashboard(d, () => 'new-a');
    expect(copy.name).toBe('Copy-ERCOT load');
    expect(copy.cards.map((c) => [c.id, c.title, c.isOverview])).toEqual([['new-a', 'card a', false]]);
    expect([copy.filters, copy.rangeFilters, copy.timeFilters, copy.settings]).toEqual([d.filters, d.rangeFilters, d.timeFilters, d.settings]);
  });

  it('keeps everything but card ids (all new) and the name, for any dashboard', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 70 }), fc.uniqueArray(fc.string({ minLength: 1, maxLength: 8 }), { maxLength: 6 }), (name, ids) => {
        const d = saved(name, ids);
        let n = 0;
        const copy = copyDashboard(d, () => `copy-${n++}`);
        const newIds = copy.cards.map((c) => c.id);
        expect(newIds.filter((id) => ids.includes(id))).toEqual([]);
        expect(new Set(newIds).size).toBe(ids.length);
        expect(copy.cards.map((c) => ({ ...c, id: '' }))).toEqual(d.cards.map((c) => ({ ...c, id: '', isOverview: false })));
        expect(copy.name.startsWith('Copy-')).toBe(true);
        expect(copy.name.length).toBeLessThanOrEqual(70);
        expect(copy.description).toBe(d.description);
        expect(copy.configId).toBe(d.configId);
      }),
    );
  });
});

describe('createDashboardValidation', () => {
  const base: DashboardDialogValues = { name: 'Load', description: '', commodity: 'power', category: 'shortTermForecast', level: 'system', levelsExist: true, mode: 'create' };

  it('enables Create when name, commodity, category and level are set', () => {
    expect(createDashboardValidation(base)).toEqual({ nameError: null, descriptionError: null, selectionComplete: true, selectionLocked: false, canSubmit: true });
  });

  it('requires a name after trim, at most 70 characters, and a description of at most 256', () => {
    expect(createDashboardValidation({ ...base, name: '   ' })).toMatchObject({ nameError: TEXT_DASHBOARD_NAME_REQUIRED, canSubmit: false });
    expect(createDashboardValidation({ ...base, name: 'n'.repeat(71) })).toMatchObject({ nameError: TEXT_DASHBOARD_NAME_TOO_LONG, canSubmit: false });
    expect(createDashboardValidation({ ...base, name: ` ${'n'.repeat(70)} ` }).nameError).toBeNull();
    expect(createDashboardValidation({ ...base, description: 'd'.repeat(257) })).toMatchObject({ descriptionError: TEXT_DESCRIPTION_TOO_LONG, canSubmit: false });
  });

  it('needs the level only when the category has levels', () => {
    expect(createDashboardValidation({ ...base, level: '' }).canSubmit).toBe(false);
    expect(createDashboardValidation({ ...base, level: '', levelsExist: false }).canSubmit).toBe(true);
    expect(createDashboardValidation({ ...base, commodity: '' }).canSubmit).toBe(false);
    expect(createDashboardValidation({ ...base, category: '' }).canSubmit).toBe(false);
  });

  it('locks the pickers in copy mode and for unsaved dashboards', () => {
    expect(createDashboardValidation({ ...base, mode: 'copy' }).selectionLocked).toBe(true);
    expect(createDashboardValidation({ ...base, mode: 'unsaved' }).selectionLocked).toBe(true);
  });
});
