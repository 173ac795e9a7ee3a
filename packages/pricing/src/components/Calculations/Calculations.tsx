import type { RunType } from '@loadline/core';
import { Button, FileButton, part, VirtualList } from '@loadline/ui';
import { useId, useState } from 'react';
import { INPUT_FIELDS, type InputRow } from '../../model/inputRows';
import { pricingTexts } from '../../texts';
import * as css from './Calculations.css';
import { RowForm } from './RowForm';
import { RunForm } from './RunForm';
import { useCalculations, type CalculationsOptions } from './useCalculations';

/** Props of {@link Calculations}. */
export type CalculationsProps = CalculationsOptions;

/**
 * The Calculations screen (spec part 2 §2 "Calculations screen"): CSV import (parsed and
 * validated in a Web Worker, with a progress bar) and manual entry of input rows, the table of
 * rows with add, edit and delete (a virtual list for large files), and Run and Check Status.
 * Needs a `LoadlineProvider` (adapter `pricing`) and a `ToastProvider`.
 *
 * @example <Calculations userName={user.email} rerunJobId={state?.jobUid} onViewJobs={() => navigate('../jobstatus')} />
 */
export function Calculations(props: CalculationsProps) {
  const calc = useCalculations(props);
  const [editing, setEditing] = useState<InputRow | null | 'new'>(null);
  const [runType, setRunType] = useState<RunType | null>(null);
  const listId = useId();
  const busy = calc.importProgress !== null;
  return (
    <section {...part('calculations', css.page)} aria-busy={busy || undefined}>
      <div className={css.toolbar}>
        <FileButton accept=".csv,text/csv" disabled={busy || !calc.parameters} resetAfterPick onFileChange={(file) => file && void calc.importFile(file)}>
          {pricingTexts.importCsv}
        </FileButton>
        <label className={css.check}>
          <input type="checkbox" checked={calc.removeDuplicates} onChange={(e) => calc.setRemoveDuplicates(e.target.checked)} />
          {pricingTexts.removeDuplicates}
        </label>
        <Button variant="secondary" onClick={() => setEditing('new')} disabled={!calc.parameters}>
          {pricingTexts.addRow}
        </Button>
        <span className={css.spacer} />
        <span className={css.muted} aria-live="polite">{pricingTexts.rowCount(calc.rows.length)}</span>
        <Button variant="secondary" onClick={() => setRunType('check_status')} disabled={calc.rows.length === 0 || calc.submitting || busy}>
          {pricingTexts.checkStatus}
        </Button>
        <Button onClick={() => setRunType('calculation')} disabled={calc.rows.length === 0 || calc.submitting || busy}>
          {pricingTexts.run}
        </Button>
      </div>
      {busy ? <progress className={css.progress} aria-label={pricingTexts.importing} max={1} value={calc.importProgress ?? 0} /> : null}
      {calc.parametersError ? <p role="alert" className={css.message}>{calc.parametersError}</p> : null}
      {calc.importMessage ? <p className={css.message} data-ll-part="import-report">{calc.importMessage}</p> : null}
      <div className={css.table}>
        <div className={css.headRow} aria-hidden="true">
          {INPUT_FIELDS.map((f) => <span key={f} className={css.cell}>{f}</span>)}
          <span />
        </div>
        {calc.rows.length === 0 ? (
          <p className={css.muted} style={{ padding: 12 }}>{pricingTexts.noInputRows}</p>
        ) : (
          <VirtualList
            id={listId}
            items={calc.rows}
            role="list"
            aria-label={pricingTexts.inputRows}
            getKey={(r) => r.uid}
            itemSize={36}
            minHeight={200}
            maxHeight={540}
            focusableViewport={false}
            renderItem={(r) => (
              <div role="listitem" className={css.gridRow} aria-label={`${r.meterId} ${r.startDate} ${r.endDate}`}>
                {INPUT_FIELDS.map((f) => <span key={f} className={css.cell} title={r[f]}>{r[f]}</span>)}
                <span className={css.rowActions}>
                  <Button size="sm" variant="ghost" aria-label={`${pricingTexts.editRow} ${r.meterId}`} onClick={() => setEditing(r)}>✎</Button>
                  <Button size="sm" variant="ghost" aria-label={`${pricingTexts.deleteRow} ${r.meterId}`} onClick={() => calc.deleteRow(r.uid)}>✕</Button>
                </span>
              </div>
            )}
          />
        )}
      </div>
      <RowForm
        open={editing !== null}
        onOpenChange={(o) => { if (!o) setEditing(null); }}
        row={editing === 'new' ? null : editing}
        parameters={calc.parameters}
        onSave={calc.saveRow}
      />
      <RunForm type={runType} onClose={() => setRunType(null)} defaultName={calc.defaultName} onSubmit={calc.submit} submitting={calc.submitting} />
    </section>
  );
}
