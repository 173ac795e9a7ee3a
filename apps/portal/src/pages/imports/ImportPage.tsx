import { productsForMods } from '@loadline/core';
import { Button, FileButton, HourConventionSwitch, Select, TimeZonePicker } from '@loadline/ui';
import { useEffect, useId, useRef, useState } from 'react';
import * as app from '../../app/app.css';
import { useSignedInUser } from '../../signIn/SignedInUser';
import { ImportHttpError, importStatus, startImport, type ImportStatus } from './importApi';
import { IMPORT_TEXTS as T, type ImportKind } from './importTexts';
import * as css from './import.css';

/** The product each kind needs among the user's mods (as the API checks it, routes/imports.ts). */
export const IMPORT_KIND_PRODUCTS: Readonly<Record<ImportKind, string>> = {
  load: 'prod_load_forecast',
  weather: 'prod_load_forecast',
  meter: 'prod_meter_level_insights',
  forecast: 'prod_load_forecast',
};
const KINDS: readonly ImportKind[] = ['load', 'weather', 'meter', 'forecast'];
/** Time between two reads of an import's status, ms. */
const POLL_MS = 400;

/** Where the screen is: nothing sent, uploading, following an import, or an answer of the API other than success. */
type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading' }
  | { kind: 'following'; status: ImportStatus; file: string }
  | { kind: 'refused'; message: string };

/** The progress text and bar of an import running. */
function Progress({ phase }: { phase: Phase }) {
  if (phase.kind === 'uploading') {
    return (
      <div className={css.progress}>
        <progress className={css.bar} aria-label={T.progressLabel} />
        <p className={css.hint} role="status">{T.uploading}</p>
      </div>
    );
  }
  if (phase.kind !== 'following' || phase.status.finishedAt) return null;
  const s = phase.status;
  const writing = s.state === 'writing';
  const done = writing ? s.written : s.validated;
  // Until the file is read the line count stands for its rows.
  const of = s.total ?? s.lines;
  const text = s.state === 'queued' ? T.queued : writing ? T.writing(s.written, of) : T.checking(s.validated, of);
  return (
    <div className={css.progress}>
      <progress className={css.bar} aria-label={T.progressLabel} {...(of > 0 ? { max: of, value: Math.min(done, of) } : {})} />
      <p className={css.hint} role="status">{text}</p>
    </div>
  );
}

/** How an ended import went: the summary, or every bad line by number, or the failure. */
function Outcome({ phase }: { phase: Phase }) {
  if (phase.kind === 'refused') {
    return (
      <div className={css.outcome} data-tone="error" role="alert">
        <h2 className={css.outcomeTitle}>{T.rejectedTitle}</h2>
        <p className={css.outcomeText}>{phase.message}</p>
      </div>
    );
  }
  if (phase.kind !== 'following' || !phase.status.finishedAt) return null;
  const s = phase.status;
  if (s.state === 'done') {
    return (
      <div className={css.outcome} data-tone="positive" role="status">
        <p className={css.outcomeText}>{T.done(s.imported, s.kind, phase.file)}</p>
      </div>
    );
  }
  return (
    <div className={css.outcome} data-tone="error" role="alert">
      <h2 className={css.outcomeTitle}>{T.rejectedTitle}</h2>
      <p className={css.outcomeText}>{s.message ?? T.failed}</p>
      {s.rejected.length > 0 && (
        <div className={css.lines}>
          <table className={css.table}>
            <thead>
              <tr>
                <th className={css.th} scope="col">{T.lineHeader}</th>
                <th className={css.th} scope="col">{T.reasonHeader}</th>
              </tr>
            </thead>
            <tbody>
              {s.rejected.map((r, i) => (
                <tr key={`${r.line}-${i}`}>
                  <td className={`${css.td} ${css.lineCell}`}>{r.line}</td>
                  <td className={css.td}>{r.reason}</td>
                </tr>
              ))}
              {s.rejectedCount > s.rejected.length && (
                <tr>
                  <td className={css.td} colSpan={2}>{T.moreLines(s.rejectedCount - s.rejected.length)}</td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/**
 * Import data (route /demand/load-forecast/import): a user whose modules grant the data's product
 * sends a CSV file of their organisation's own load, weather, meter readings or forecast runs to
 * the running server (`POST /api/imports`), follows its progress (rows checked, rows written) and
 * reads the outcome: the rows imported, or every bad line by number with the spec's summary
 * ('From the {n} rows on the file, {m} have not be imported as are duplicates or have errors'),
 * nothing written. Only the kinds the user's modules grant are offered.
 */
export function ImportPage() {
  const user = useSignedInUser();
  const granted = productsForMods(user.mods) as ReadonlySet<string>;
  const kinds = KINDS.filter((k) => granted.has(IMPORT_KIND_PRODUCTS[k]));
  const [kind, setKind] = useState<ImportKind>(kinds[0] ?? 'load');
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState('');
  const [timezone, setTimezone] = useState('America/Chicago');
  const [hourEnding, setHourEnding] = useState(true);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const ids = useId();
  useEffect(() => () => abort.current?.abort(), []);

  const busy = phase.kind === 'uploading' || (phase.kind === 'following' && !phase.status.finishedAt);
  const submit = async () => {
    if (!file) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setPhase({ kind: 'uploading' });
    try {
      let status = await startImport(file, { kind, source: source.trim() || `CSV import ${file.name}`.slice(0, 80), timezone, hourEnding }, controller.signal);
      while (!status.finishedAt) {
        setPhase({ kind: 'following', status, file: file.name });
        await new Promise((r) => setTimeout(r, POLL_MS));
        if (controller.signal.aborted) return;
        status = await importStatus(status.importId, controller.signal);
      }
      setPhase({ kind: 'following', status, file: file.name });
    } catch (err) {
      if (controller.signal.aborted) return;
      setPhase({ kind: 'refused', message: err instanceof ImportHttpError ? err.message : T.failed });
    }
  };

  return (
    <main className={app.page}>
      <div className={css.layout}>
        <h1 style={{ margin: 0 }}>{T.title}</h1>
        <p className={css.intro}>{T.intro}</p>
        {kinds.length === 0 ? (
          <p role="alert">{T.noKinds}</p>
        ) : (
          <form
            className={css.form}
            aria-busy={busy || undefined}
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <Select label={T.kindLabel} options={kinds.map((k) => ({ value: k, label: T.kinds[k] }))} value={kind} onValueChange={(v) => v && setKind(v as ImportKind)} disabled={busy} />
            <p className={css.hint}>
              {T.columnsLabel}: {T.columns[kind]}
            </p>
            <div className={css.row}>
              <label className={css.field} htmlFor={`${ids}-source`}>
                {T.sourceLabel}
                <input
                  id={`${ids}-source`}
                  className={css.input}
                  value={source}
                  maxLength={80}
                  placeholder={file ? `CSV import ${file.name}` : 'CSV import'}
                  onChange={(e) => setSource(e.target.value)}
                  disabled={busy}
                  aria-describedby={`${ids}-source-hint`}
                />
                <span id={`${ids}-source-hint`} className={css.hint}>{T.sourceHint}</span>
              </label>
              <TimeZonePicker label={T.zoneLabel} value={timezone} onValueChange={setTimezone} disabled={busy} />
            </div>
            <HourConventionSwitch value={hourEnding} onValueChange={setHourEnding} disabled={busy} />
            <FileButton
              accept=".csv,text/csv"
              variant="secondary"
              disabled={busy}
              emptyText={T.noFile}
              fileName={file?.name}
              onFileChange={(picked) => {
                setFile(picked);
                setPhase({ kind: 'idle' });
              }}
            >
              {T.fileLabel}
            </FileButton>
            <div className={css.actions}>
              <Button type="submit" disabled={!file || busy} loading={busy}>
                {T.submit}
              </Button>
            </div>
          </form>
        )}
        <Progress phase={phase} />
        <Outcome phase={phase} />
      </div>
    </main>
  );
}
