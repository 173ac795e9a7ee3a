import { actionErrorMessage, jobCreatedText, jobTypeOfRun, runSchema, type CalculationParameters, type RunType } from '@loadline/core';
import { loadlineKeys, useAdapterDomain, useLoadlineQueryClient } from '@loadline/core/react';
import { useToast } from '@loadline/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { checkFileSize, importReport } from '../../model/importCsv';
import { LISTED_FIELDS, rowKey, toInputCsv, upsertRow, type InputCandidate, type InputRow, type UpsertResult } from '../../model/inputRows';
import { defaultRunName } from '../../model/runDefaults';
import { pricingConstants, pricingTexts } from '../../texts';
import { useCsvImport, type ImportWorker } from './useCsvImport';

/** Options of {@link useCalculations}. */
export interface CalculationsOptions {
  /** Signed-in user's e-mail or name, for the default run name (username_timestamp). */
  userName: string;
  /** A job whose input is fetched and reimported (spec part 2 §2: navigation state jobUid reruns a job). @default null */
  rerunJobId?: string | null;
  /** Called by the View action of the job-created toast (the host opens Job Status). */
  onViewJobs: () => void;
  /** Largest file accepted, bytes (spec part 2 §9). @default 3 MiB */
  maxFileBytes?: number;
  /** Clock of the default run name. @default () => new Date() */
  now?: () => Date;
  /** Makes the import worker; `() => null` imports on the main thread. @default a module worker */
  createWorker?: () => ImportWorker | null;
}

/** A run as submitted by Run or Check Status. */
export interface RunInput {
  name: string;
  notes: string;
  type: RunType;
}

/** State and actions of the Calculations screen. */
export interface CalculationsState {
  rows: InputRow[];
  /** The server's lists for market, iso, edc, product and profile; `undefined` until loaded. */
  parameters: CalculationParameters | undefined;
  /** "Values for the inputs could't be loaded..." when the lists failed. */
  parametersError: string | null;
  /** Duplicate rows of a file are dropped (else the first aborts the import). */
  removeDuplicates: boolean;
  setRemoveDuplicates: (on: boolean) => void;
  /** Share of the file read while importing, else `null`. */
  importProgress: number | null;
  /** The last import's report (abort message or skipped-rows text), `null` when all came in. */
  importMessage: string | null;
  importFile: (file: Blob) => Promise<void>;
  /** Manual add (no uid) or edit; the table changes only when the result is ok. */
  saveRow: (candidate: InputCandidate, uid?: string) => UpsertResult;
  deleteRow: (uid: string) => void;
  clearRows: () => void;
  /** Default run name now. */
  defaultName: () => string;
  /** A job is being created, uploaded and started. */
  submitting: boolean;
  /** Creates the job, uploads the rows, starts it; toasts the outcome. Resolves true on success. */
  submit: (run: RunInput) => Promise<boolean>;
}

let uidSeq = 0;
const newUid = () => `row-${Date.now().toString(36)}-${(++uidSeq).toString(36)}`;

/**
 * The Calculations screen (spec part 2 §2, §4 "Job creation", §5, §8): input rows from CSV files
 * (in a Web Worker) and manual entry, validated against the server's distinct lists; Run and
 * Check Status create the job (POST /pricing/v1/jobs), PUT the rows' CSV to the returned URL and
 * start it (POST /pricing/v1/jobs/{id}), then toast 'Job with name: {name} was created' with View,
 * or 'Jobs in queue rate has been reached' on 409. A `rerunJobId` reimports that job's input.
 * Needs a `LoadlineProvider` (adapter `pricing`) and a `ToastProvider`.
 *
 * @example const calc = useCalculations({ userName: user.email, onViewJobs: () => navigate('../jobstatus') });
 */
export function useCalculations({
  userName,
  rerunJobId = null,
  onViewJobs,
  maxFileBytes = pricingConstants.csvMaxBytes,
  now = () => new Date(),
  createWorker,
}: CalculationsOptions): CalculationsState {
  const pricing = useAdapterDomain('pricing');
  const toast = useToast();
  const csv = useCsvImport(createWorker);
  const [rows, setRows] = useState<InputRow[]>([]);
  const [removeDuplicates, setRemoveDuplicates] = useState(true);
  const [importMessage, setImportMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const client = useLoadlineQueryClient();
  const params = useQuery(
    {
      queryKey: ['loadline', 'pricing', 'calculation-parameters', LISTED_FIELDS],
      queryFn: ({ signal }) => pricing.calculationParameters(LISTED_FIELDS, { signal }),
      staleTime: 5 * 60_000,
    },
    client,
  );
  const parametersError = params.isError ? pricingTexts.inputValuesNotLoaded : null;
  const paramsErrorShown = useRef(false);
  useEffect(() => {
    if (!params.isError || paramsErrorShown.current) return;
    paramsErrorShown.current = true;
    toast.show({ kind: 'error', title: pricingTexts.inputValuesNotLoaded });
  }, [params.isError, toast]);

  const rowsRef = useRef(rows);
  rowsRef.current = rows;

  const importInput = useCallback(
    async (input: Blob | string, replace: boolean) => {
      if (!params.data) {
        toast.show({ kind: 'error', title: pricingTexts.inputValuesNotLoaded });
        return;
      }
      const existing = replace ? [] : rowsRef.current;
      const outcome = await csv.run(input, { parameters: params.data, existingKeys: existing.map(rowKey), removeDuplicates });
      const message = importReport(outcome);
      setImportMessage(message);
      if (message) toast.show({ kind: 'error', title: message });
      if (outcome.kind === 'done') {
        const added = outcome.rows.map((r) => ({ uid: newUid(), ...r }));
        setRows((prev) => (replace ? added : [...prev, ...added]));
      }
    },
    [csv, params.data, removeDuplicates, toast],
  );

  const importFile = useCallback(
    async (file: Blob) => {
      const tooBig = checkFileSize(file.size, maxFileBytes);
      if (tooBig) {
        setImportMessage(tooBig);
        toast.show({ kind: 'error', title: tooBig });
        return;
      }
      await importInput(file, false);
    },
    [importInput, maxFileBytes, toast],
  );

  // Rerun: fetch the job's input CSV and import it in place of the table, once the lists are known.
  const rerunDone = useRef<string | null>(null);
  useEffect(() => {
    if (!rerunJobId || !params.data || rerunDone.current === rerunJobId) return undefined;
    rerunDone.current = rerunJobId;
    const abort = new AbortController();
    pricing.jobInputCsv(rerunJobId, { signal: abort.signal }).then(
      (text) => importInput(text, true),
      (err: unknown) => {
        const t = actionErrorMessage('other', err);
        if (t) toast.show({ kind: 'error', title: t.message });
      },
    );
    return () => abort.abort();
  }, [rerunJobId, params.data, pricing, importInput, toast]);

  const submit = useCallback(
    async (run: RunInput): Promise<boolean> => {
      const parsed = runSchema.safeParse(run);
      if (!parsed.success) {
        toast.show({ kind: 'error', title: parsed.error.issues[0]?.message ?? pricingTexts.somethingWentWrong });
        return false;
      }
      setSubmitting(true);
      try {
        const created = await pricing.createJob({ name: parsed.data.name, type: jobTypeOfRun(parsed.data.type) });
        await pricing.uploadJobInput(created.url, toInputCsv(rowsRef.current));
        await pricing.startJob(created.id);
        // Job Status must show the new job at once, not a cached list.
        void client.invalidateQueries({ queryKey: loadlineKeys.pricing.jobs() });
        toast.show({ kind: 'positive', title: jobCreatedText(created.name ?? parsed.data.name), action: { label: pricingTexts.view, onAction: onViewJobs } });
        return true;
      } catch (err) {
        const t = actionErrorMessage('createJob', err);
        if (t) toast.show({ kind: 'error', title: t.message });
        return false;
      } finally {
        setSubmitting(false);
      }
    },
    [pricing, toast, onViewJobs, client],
  );

  const parameters = params.data;
  return {
    rows,
    parameters,
    parametersError,
    removeDuplicates,
    setRemoveDuplicates,
    importProgress: csv.progress,
    importMessage,
    importFile,
    saveRow: useCallback(
      (candidate: InputCandidate, uid?: string) => {
        const result = upsertRow(rowsRef.current, candidate, parameters ?? {}, uid, newUid);
        if (result.ok) setRows(result.rows);
        else if (result.message) toast.show({ kind: 'error', title: result.message });
        return result;
      },
      [parameters, toast],
    ),
    deleteRow: useCallback((uid: string) => setRows((prev) => prev.filter((r) => r.uid !== uid)), []),
    clearRows: useCallback(() => setRows([]), []),
    defaultName: useMemo(() => () => defaultRunName(userName, now()), [userName, now]),
    submitting,
    submit,
  };
}
