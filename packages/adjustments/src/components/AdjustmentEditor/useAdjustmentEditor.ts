import {
  actionErrorMessage, editedPoints, type Adjustment, type AdjustmentAuditEntry, type AdjustmentPoint, type AdjustmentReasonCode,
} from '@loadline/core';
import { loadlineKeys, useAdapterDomain, useCurrentUser, useLoadlineQueryClient } from '@loadline/core/react';
import { useToast } from '@loadline/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { diffFigures, type DiffFigures } from '../../model/diffFigures';
import { toEditorRows, toPoints, type EditorRow } from '../../model/editorRows';
import { adjustmentsTexts as t } from '../../texts';

/** What a save records: the reason code and a comment (both required). */
export interface SaveReason {
  reasonCode: AdjustmentReasonCode;
  comment: string;
}

/** State and actions of the adjustment editor (see {@link useAdjustmentEditor}). */
export interface AdjustmentEditorState {
  /** `loading` until the adjustment and its rows are read; `error` when they cannot be. */
  status: 'loading' | 'error' | 'ready';
  /** Message of a failed load. */
  error: string | null;
  adjustment: Adjustment | null;
  /** Version shown (`v1`, `v2`, ...), or null for the plain forecast (no version saved yet). */
  versionId: string | null;
  /** The shown version is the newest one (or there is none). */
  isLatest: boolean;
  /** Every row, with the edits made since the version was loaded. */
  rows: EditorRow[];
  /** The rows as loaded (the version saved). */
  baseline: EditorRow[];
  /** Rows were edited since the version was loaded. */
  dirty: boolean;
  /** The edits against the loaded version: rows changed, energy and peak deltas. */
  diff: () => DiffFigures;
  /** Audit trail, newest first. */
  audit: AdjustmentAuditEntry[];
  /** Rows cannot be edited: the adjustment is approved, or the viewer is not its author. */
  readOnly: boolean;
  /** The viewer may approve: a colleague of the author, on a draft. */
  canApprove: boolean;
  /** A save, an approval or a copy is running. */
  busy: boolean;
  /** Replaces the rows (an edit, a bulk action, a paste, a selection); marks them dirty unless only selection changed. */
  setRows: (update: (rows: EditorRow[]) => EditorRow[], edit?: boolean) => void;
  /** Loads another version, dropping unsaved edits (ask first). */
  openVersion: (versionId: string | null) => void;
  /** Saves the edits: a new version on the newest one, else overwrites the shown one (later ones are discarded). */
  save: (reason: SaveReason) => Promise<boolean>;
  /** Approves the draft (a colleague). */
  approve: () => Promise<boolean>;
  /** Copies the shown rows into a new draft; resolves its id, or null on failure. */
  copyToDraft: () => Promise<string | null>;
}

const byNewest = (a: AdjustmentAuditEntry, b: AdjustmentAuditEntry) => b.seq - a.seq;

/** The plain forecast of an adjustment (its summary) as stitched points without edits. */
function summaryPoints(a: Adjustment): AdjustmentPoint[] {
  return a.summary.map((p) => ({ timestamp: p.timestamp, forecast: p.forecast, adjustedForecast: p.forecast, adjustmentCalculation: 'none', adjustmentValue: null }));
}

/**
 * State of the adjustment editor (spec part 1 §2 "Adjustment editor", §4, part 2 §7-8): reads
 * the adjustment (GET .../{id}), the newest version's stitched rows (GET .../versions/{v}/stitched,
 * or the plain forecast before any save) and the audit trail; keeps the edited rows; saves a new
 * version (POST .../versions) or overwrites an older one (PUT .../versions/{v}, later ones are
 * discarded) with a reason code and comment; approves (PATCH status approved, a colleague only);
 * copies an approved adjustment into a new draft. Failures are toasted: 413 as 'Payload too
 * large... saving chunks'. Needs a `LoadlineProvider` and a `ToastProvider`.
 *
 * @example const editor = useAdjustmentEditor('6f1c...');
 */
export function useAdjustmentEditor(adjustmentId: string): AdjustmentEditorState {
  const api = useAdapterDomain('adjustments');
  const queryClient = useLoadlineQueryClient();
  const toast = useToast();
  const { data: user } = useCurrentUser();
  const [status, setStatus] = useState<AdjustmentEditorState['status']>('loading');
  const [error, setError] = useState<string | null>(null);
  const [adjustment, setAdjustment] = useState<Adjustment | null>(null);
  const [versionId, setVersionId] = useState<string | null>(null);
  const [rows, setRowsState] = useState<EditorRow[]>([]);
  const [baseline, setBaseline] = useState<EditorRow[]>([]);
  const [dirty, setDirty] = useState(false);
  const [audit, setAudit] = useState<AdjustmentAuditEntry[]>([]);
  const [busy, setBusy] = useState(false);
  const [reload, setReload] = useState<{ version: string | null | 'latest' }>({ version: 'latest' });
  const live = useRef<AbortController | null>(null);

  useEffect(() => {
    const ctl = new AbortController();
    live.current = ctl;
    const signal = ctl.signal;
    setStatus('loading');
    void (async () => {
      try {
        const a = await api.get(adjustmentId, { signal });
        const v = reload.version === 'latest' ? (a.versions.at(-1)?.versionId ?? null) : reload.version;
        const [points, trail] = await Promise.all([
          v ? api.stitched(adjustmentId, v, { signal }) : Promise.resolve(summaryPoints(a)),
          api.audit(adjustmentId, { signal }).catch(() => [] as AdjustmentAuditEntry[]),
        ]);
        if (signal.aborted) return;
        const loaded = toEditorRows(points, a.timezone, a.isHourEnding);
        setAdjustment(a);
        setVersionId(v);
        setRowsState(loaded);
        setBaseline(loaded);
        setDirty(false);
        setAudit([...trail].sort(byNewest));
        setError(null);
        setStatus('ready');
      } catch (e) {
        if (signal.aborted) return;
        setError(actionErrorMessage('other', e)?.message ?? String(e));
        setStatus('error');
      }
    })();
    return () => ctl.abort();
  }, [api, adjustmentId, reload]);

  const versions = adjustment?.versions ?? [];
  const isLatest = versionId === null ? versions.length === 0 : versions.at(-1)?.versionId === versionId;
  const author = adjustment?.createdBy;
  const isAuthor = author === undefined || user === undefined || user === null || author === user.userId;
  const approved = adjustment?.status === 'approved';

  const setRows = useCallback((update: (rows: EditorRow[]) => EditorRow[], edit = true) => {
    setRowsState((r) => update(r));
    if (edit) setDirty(true);
  }, []);

  const refresh = useCallback((version: string | null | 'latest') => {
    void queryClient.invalidateQueries({ queryKey: loadlineKeys.adjustments.all });
    setReload({ version });
  }, [queryClient]);

  const fail = useCallback((e: unknown) => {
    const m = actionErrorMessage('saveAdjustment', e);
    if (m) toast.show({ kind: m.kind === 'info' ? 'neutral' : 'error', title: m.message });
  }, [toast]);

  const diff = useCallback(() => diffFigures(toPoints(baseline), toPoints(rows)), [baseline, rows]);

  return useMemo<AdjustmentEditorState>(() => ({
    status,
    error,
    adjustment,
    versionId,
    isLatest,
    rows,
    baseline,
    dirty,
    diff,
    audit,
    readOnly: approved || !isAuthor,
    canApprove: !approved && !isAuthor,
    busy,
    setRows,
    openVersion: (v) => setReload({ version: v }),
    save: async ({ reasonCode, comment }) => {
      if (busy || !adjustment) return false;
      setBusy(true);
      try {
        const body = { data: editedPoints(toPoints(rows)), reasonCode, comment: comment.trim() };
        let saved: string;
        if (isLatest || versionId === null) saved = (await api.createVersion(adjustment.adjustmentId, body)).versionId;
        else {
          await api.updateVersion(adjustment.adjustmentId, versionId, body);
          saved = versionId;
        }
        toast.show({ kind: 'positive', title: t.saved(`v.${saved.replace(/^v/, '')}`) });
        refresh(saved);
        return true;
      } catch (e) {
        fail(e);
        return false;
      } finally {
        setBusy(false);
      }
    },
    approve: async () => {
      if (busy || !adjustment) return false;
      setBusy(true);
      try {
        await api.approve(adjustment.adjustmentId);
        toast.show({ kind: 'positive', title: t.approvedToast });
        refresh(versionId);
        return true;
      } catch (e) {
        fail(e);
        return false;
      } finally {
        setBusy(false);
      }
    },
    copyToDraft: async () => {
      if (busy || !adjustment) return null;
      setBusy(true);
      try {
        const { adjustmentId: copy } = await api.create({
          name: t.copyName(adjustment.name),
          configId: adjustment.configId,
          market: adjustment.market,
          processTime: adjustment.processTime,
          dateRange: adjustment.dateRange,
          summary: [],
          timezone: adjustment.timezone,
          isHourEnding: adjustment.isHourEnding,
        });
        const edits = editedPoints(toPoints(rows));
        if (edits.length) await api.createVersion(copy, { data: edits, reasonCode: 'other', comment: t.copyComment(adjustment.name, versionId) });
        void queryClient.invalidateQueries({ queryKey: loadlineKeys.adjustments.all });
        toast.show({ kind: 'positive', title: t.copied });
        return copy;
      } catch (e) {
        fail(e);
        return null;
      } finally {
        setBusy(false);
      }
    },
  }), [status, error, adjustment, versionId, isLatest, rows, baseline, dirty, diff, audit, approved, isAuthor, busy, setRows, api, toast, refresh, fail, queryClient]);
}
