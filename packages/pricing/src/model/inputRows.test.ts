import { calculationInputRowSchema, TEXT_DATE_FORMAT, TEXT_END_BEFORE_START, TEXT_FIELD_REQUIRED, TEXT_METER_ID_ALPHANUMERIC, TEXT_ROW_ALREADY_EXISTS } from '@loadline/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowKey, TEXT_NOT_IN_LIST, toInputCsv, upsertRow, validateInputRow, type InputRow } from './inputRows';

const PARAMS = { market: ['ERCOT'], iso: ['ERCOT'], edc: ['ONCOR', 'CENTERPOINT'], product: ['P1', 'P2'], profile: ['RESLOWR_COAST'] };
const GOOD = { meterId: 'M1', market: 'ERCOT', iso: 'ERCOT', edc: 'ONCOR', product: 'P1', profile: 'RESLOWR_COAST', startDate: '2024-01-01', endDate: '2024-01-31', asOfDate: '2023-12-15' };

describe('input row validation (spec part 2 §5)', () => {
  it('accepts a valid row, trimmed', () => {
    expect(validateInputRow({ ...GOOD, meterId: ' M1 ' }, PARAMS)).toEqual({ ok: true, row: GOOD });
  });

  it('refuses each rule with its field', () => {
    const errs = (c: Partial<typeof GOOD>) => { const r = validateInputRow({ ...GOOD, ...c }, PARAMS); return r.ok ? {} : r.errors; };
    expect(errs({ meterId: 'M-1' })).toEqual({ meterId: TEXT_METER_ID_ALPHANUMERIC });
    expect(errs({ edc: 'TNMP' })).toEqual({ edc: TEXT_NOT_IN_LIST });
    expect(errs({ product: '' })).toEqual({ product: TEXT_FIELD_REQUIRED });
    expect(errs({ startDate: '01/02/2024' })).toEqual({ startDate: TEXT_DATE_FORMAT });
    expect(errs({ asOfDate: '' })).toEqual({ asOfDate: TEXT_FIELD_REQUIRED });
    expect(errs({ endDate: '2023-12-31' })).toEqual({ endDate: TEXT_END_BEFORE_START });
  });

  it('never accepts an end date before the start date, nor a non-alphanumeric meter id', () => {
    const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    fc.assert(fc.property(day, day, (a, b) => {
      const r = validateInputRow({ ...GOOD, startDate: a, endDate: b }, PARAMS);
      expect(r.ok).toBe(b >= a);
    }));
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 20 }), (id) => {
      const r = validateInputRow({ ...GOOD, meterId: id }, PARAMS);
      expect(r.ok).toBe(/^[A-Za-z0-9]+$/.test(id.trim()));
    }));
  });

  it('accepts exactly the rows the core schema accepts whose listed values are in the lists (fast path and schema agree)', () => {
    const value = (xs: string[]) => fc.oneof(fc.constantFrom(...xs), fc.string({ maxLength: 6 }), fc.constant(''));
    const day = fc.oneof(fc.constantFrom('2024-01-01', '2024-02-29', '2023-12-31'), fc.string({ maxLength: 10 }));
    const candidate = fc.record({
      meterId: fc.oneof(fc.stringMatching(/^[A-Za-z0-9]{1,8}$/), fc.string({ maxLength: 8 })),
      market: value(PARAMS.market), iso: value(PARAMS.iso), edc: value(PARAMS.edc), product: value(PARAMS.product), profile: value(PARAMS.profile),
      startDate: day, endDate: day, asOfDate: day,
    });
    fc.assert(fc.property(candidate, (c) => {
      const listed = (['market', 'iso', 'edc', 'product', 'profile'] as const).every((f) => (PARAMS[f] as string[]).includes(c[f].trim()));
      const trimmed = Object.fromEntries(Object.entries(c).map(([k, v]) => [k, v.trim()]));
      expect(validateInputRow(c, PARAMS).ok).toBe(listed && calculationInputRowSchema.safeParse(trimmed).success);
    }), { numRuns: 500 });
  });

  it('adds, edits and refuses a duplicate of another row', () => {
    let n = 0;
    const uid = () => `u${++n}`;
    const added = upsertRow([], GOOD, PARAMS, undefined, uid);
    expect(added).toEqual({ ok: true, rows: [{ uid: 'u1', ...GOOD }] });
    const rows = (added as { rows: InputRow[] }).rows;
    expect(upsertRow(rows, GOOD, PARAMS, undefined, uid)).toEqual({ ok: false, errors: {}, message: TEXT_ROW_ALREADY_EXISTS });
    // Saving a row unchanged is not a duplicate of itself.
    expect(upsertRow(rows, GOOD, PARAMS, 'u1', uid)).toEqual({ ok: true, rows });
    const two = (upsertRow(rows, { ...GOOD, meterId: 'M2' }, PARAMS, undefined, uid) as { rows: InputRow[] }).rows;
    expect(upsertRow(two, GOOD, PARAMS, 'u2', uid)).toMatchObject({ ok: false, message: TEXT_ROW_ALREADY_EXISTS });
    expect(upsertRow(two, { ...GOOD, meterId: 'M3' }, PARAMS, 'u2', uid)).toMatchObject({ ok: true, rows: [{ uid: 'u1' }, { uid: 'u2', meterId: 'M3' }] });
  });

  it('writes the upload CSV with the nine headers and quotes what needs it', () => {
    expect(toInputCsv([GOOD])).toBe('meterId,market,iso,edc,product,profile,startDate,endDate,asOfDate\nM1,ERCOT,ERCOT,ONCOR,P1,RESLOWR_COAST,2024-01-01,2024-01-31,2023-12-15\n');
    expect(toInputCsv([{ ...GOOD, product: 'a,"b"' }])).toContain(',"a,""b""",');
    expect(rowKey(GOOD)).not.toBe(rowKey({ ...GOOD, asOfDate: '2023-12-16' }));
  });
});
