import type { Adjustment, AdjustmentAuditEntry } from '@loadline/core';
import { Button } from '@loadline/ui';
import { useId, useState } from 'react';
import { hourBounds, type DayType, type RowFilter } from '../../model/editorRows';
import { adjustmentsTexts as t } from '../../texts';
import * as css from './AdjustmentEditor.css';

/** Props of {@link EditorSidePanel}. */
export interface EditorSidePanelProps {
  filter: RowFilter;
  onFilterChange: (filter: RowFilter) => void;
  isHourEnding: boolean;
  /** First and last local date of the rows, for the date inputs' bounds. */
  dateBounds: { from: string; to: string } | null;
  versions: Adjustment['versions'];
  /** Version shown, or null for the plain forecast. */
  versionId: string | null;
  onOpenVersion: (versionId: string | null) => void;
  /** Audit trail, newest first. */
  audit: readonly AdjustmentAuditEntry[];
}

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const mwh = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const DAY_TYPES: readonly (DayType | 'holiday')[] = ['weekday', 'weekend', 'holiday'];

/**
 * The editor's filter and history side panel (spec part 1 §2): rows filtered by day type
 * (weekday, weekend, holiday), hour range and date range; the version list newest first labelled
 * `v.N` with the newest marked 'Latest Version'; the audit trail (who, when, version, reason,
 * comment, rows changed, totals before and after).
 */
export function EditorSidePanel({ filter, onFilterChange, isHourEnding, dateBounds, versions, versionId, onOpenVersion, audit }: EditorSidePanelProps) {
  const id = useId();
  const bounds = hourBounds(isHourEnding);
  const hours = filter.hours ?? bounds;
  const dates = filter.dates ?? { from: '', to: '' };
  const types = new Set(filter.dayTypes ?? []);
  const newestFirst = [...versions].reverse();
  // What is typed stays as typed; the filter takes it once it is a whole hour within the bounds
  // (an empty box is the bound), so typing '15' does not pass through a clamped '1'.
  const [text, setText] = useState<{ from: string; to: string } | null>(null);
  const shownText = text ?? { from: String(hours.from), to: String(hours.to) };
  const setHours = (next: { from: string; to: string }) => {
    setText(next);
    const read = (v: string, fallback: number) => (v.trim() === '' ? fallback : /^\d{1,2}$/.test(v.trim()) ? Number(v) : NaN);
    const from = read(next.from, bounds.from);
    const to = read(next.to, bounds.to);
    const ok = (h: number) => Number.isInteger(h) && h >= bounds.from && h <= bounds.to;
    if (ok(from) && ok(to)) onFilterChange({ ...filter, hours: from === bounds.from && to === bounds.to ? null : { from, to } });
  };
  return (
    <aside className={css.panel} aria-label={`${t.filters} · ${t.history}`} data-ll-part="adjustment-side-panel">
      <section className={css.section} aria-labelledby={`${id}-filters`}>
        <h2 id={`${id}-filters`} className={css.sectionTitle}>{t.filters}</h2>
        <fieldset className={css.section}>
          <legend className={css.legend}>{t.dayTypes}</legend>
          <div className={css.inline}>
            {DAY_TYPES.map((d) => (
              <label key={d} className={css.check}>
                <input
                  type="checkbox"
                  checked={types.has(d)}
                  onChange={(e) => {
                    const next = new Set(types);
                    if (e.target.checked) next.add(d);
                    else next.delete(d);
                    onFilterChange({ ...filter, dayTypes: DAY_TYPES.filter((x) => next.has(x)) });
                  }}
                />
                {t[d]}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className={css.section}>
          <legend className={css.legend}>{t.hourRange}</legend>
          <div className={css.pair}>
            <label className={css.fieldLabel}>
              {t.hourFrom}
              <input className={css.small} type="number" min={bounds.from} max={bounds.to} value={shownText.from} onChange={(e) => setHours({ ...shownText, from: e.target.value })} />
            </label>
            <label className={css.fieldLabel}>
              {t.hourTo}
              <input className={css.small} type="number" min={bounds.from} max={bounds.to} value={shownText.to} onChange={(e) => setHours({ ...shownText, to: e.target.value })} />
            </label>
          </div>
        </fieldset>
        <fieldset className={css.section}>
          <legend className={css.legend}>{t.dateRange}</legend>
          <div className={css.pair}>
            <label className={css.fieldLabel}>
              {t.dateFrom}
              <input
                className={css.small}
                type="date"
                value={dates.from}
                min={dateBounds?.from}
                max={dateBounds?.to}
                onChange={(e) => onFilterChange({ ...filter, dates: { ...dates, from: e.target.value } })}
              />
            </label>
            <label className={css.fieldLabel}>
              {t.dateTo}
              <input
                className={css.small}
                type="date"
                value={dates.to}
                min={dateBounds?.from}
                max={dateBounds?.to}
                onChange={(e) => onFilterChange({ ...filter, dates: { ...dates, to: e.target.value } })}
              />
            </label>
          </div>
        </fieldset>
        <div>
          <Button variant="ghost" size="sm" onClick={() => {
            setText(null);
            onFilterChange({});
          }}>{t.clearFilters}</Button>
        </div>
      </section>
      <section className={css.section} aria-labelledby={`${id}-history`}>
        <h2 id={`${id}-history`} className={css.sectionTitle}>{t.history}</h2>
        <h3 className={css.legend} id={`${id}-versions`}>{t.versions}</h3>
        <ul className={css.list} aria-labelledby={`${id}-versions`} data-ll-part="adjustment-versions">
          {newestFirst.length === 0 ? (
            <li><span className={css.muted}>{t.forecastOnly}</span></li>
          ) : newestFirst.map((v, i) => (
            <li key={v.versionId}>
              <button type="button" className={css.version} aria-current={v.versionId === versionId ? 'true' : undefined} onClick={() => onOpenVersion(v.versionId)}>
                <span>{t.versionLabel(v.versionId)}{i === 0 ? ` · ${t.latestVersion}` : ''}</span>
                <span className={css.muted}>{when.format(new Date(v.createdAt))}</span>
              </button>
            </li>
          ))}
        </ul>
        <h3 className={css.legend} id={`${id}-audit`}>{t.auditTrail}</h3>
        <ul className={css.list} aria-labelledby={`${id}-audit`} data-ll-part="adjustment-audit">
          {audit.map((e) => (
            <li key={e.seq} className={css.audit}>
              <span>
                <strong>{e.versionId ? t.versionLabel(e.versionId) : ''}</strong> {t.auditAction[e.action]} · {e.userId}
              </span>
              <span className={css.muted}>{when.format(new Date(e.at))} UTC</span>
              {e.reasonCode ? <span>{t.reasons[e.reasonCode]}{e.comment ? `: ${e.comment}` : ''}</span> : null}
              {e.action !== 'approve' ? (
                <span className={css.muted}>
                  {t.auditRows(e.rowsChanged)}
                  {e.beforeTotal !== null && e.afterTotal !== null ? ` · ${mwh.format(e.beforeTotal)} → ${mwh.format(e.afterTotal)} MWh` : ''}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
