import type { AdjustmentReasonCode } from '@loadline/core';
import { Button, Dialog, Select } from '@loadline/ui';
import { useId, useState } from 'react';
import type { DiffFigures } from '../../model/diffFigures';
import { adjustmentsTexts as t } from '../../texts';
import * as css from './EditorDialogs.css';

/** Props of {@link SaveDialog}. */
export interface SaveDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the save changes against the loaded version. */
  figures: DiffFigures;
  /** Label of the peak hour, e.g. 'Jul 2, 2019, HE17'. */
  peakLabel: string | null;
  /** Unit of the loads. @default 'MWh' */
  unit?: string;
  /** The version shown when it is older than the newest (`v.2`): the save overrides later versions. */
  olderVersion?: string | null;
  /** A save is running. */
  saving?: boolean;
  /** Called with the reason and comment; resolves true when saved (the dialog closes). */
  onSave: (reason: { reasonCode: AdjustmentReasonCode; comment: string }) => Promise<boolean>;
}

const REASONS: readonly AdjustmentReasonCode[] = ['weather_event', 'outage', 'holiday', 'economic', 'data_error', 'other'];
const mwh = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1, signDisplay: 'exceptZero' });

/**
 * The Save dialog of the adjustment editor: the diff preview (rows changed, energy delta in MWh,
 * peak delta in MW and the new peak hour), a reason code (weather event, outage, holiday,
 * economic, data error, other) and a comment, both required; on an older version, the warning
 * that saving overrides it and discards the later versions (spec part 1 §4).
 *
 * @example <SaveDialog open figures={diff} peakLabel="Jul 2, HE17" onOpenChange={setOpen} onSave={(r) => editor.save(r)} />
 */
export function SaveDialog({ open, onOpenChange, figures, peakLabel, unit = 'MWh', olderVersion = null, saving = false, onSave }: SaveDialogProps) {
  const id = useId();
  const [reasonCode, setReasonCode] = useState<AdjustmentReasonCode | null>(null);
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const missingReason = reasonCode === null;
  const missingComment = comment.trim() === '';
  const nothing = figures.rowsChanged === 0;
  const close = () => {
    setTried(false);
    onOpenChange(false);
  };
  const peakUnit = unit === 'MWh' ? 'MW' : unit;
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => (o ? onOpenChange(true) : close())}
      title={t.saveTitle}
      footer={
        <>
          <Button variant="secondary" onClick={close}>{t.cancel}</Button>
          <Button
            loading={saving}
            disabled={nothing}
            onClick={async () => {
              setTried(true);
              if (missingReason || missingComment || nothing) return;
              if (await onSave({ reasonCode, comment })) {
                setComment('');
                setReasonCode(null);
                close();
              }
            }}
          >
            {t.save}
          </Button>
        </>
      }
    >
      <div className={css.body} data-ll-part="save-dialog">
        <dl className={css.figures} aria-label={t.saveTitle}>
          <dt className={css.figureTerm}>{t.rowsChanged}</dt>
          <dd className={css.figureValue} data-figure="rows">{figures.rowsChanged.toLocaleString('en-US')}</dd>
          <dt className={css.figureTerm}>{t.energyDelta}</dt>
          <dd className={css.figureValue} data-figure="energy">{mwh.format(figures.totalDeltaMwh)} {unit}</dd>
          <dt className={css.figureTerm}>{t.peakDelta}</dt>
          <dd className={css.figureValue} data-figure="peak">{mwh.format(figures.peakDeltaMw)} {peakUnit}</dd>
          <dt className={css.figureTerm}>{t.peakHour}</dt>
          <dd className={css.figureValue} data-figure="peak-hour">{peakLabel ?? '–'}</dd>
        </dl>
        {nothing ? <p className={css.note}>{t.noChanges}</p> : null}
        {olderVersion ? <p className={css.warning} role="alert">{t.overrideWarning(olderVersion)}</p> : null}
        <Select
          label={t.reasonCode}
          options={REASONS.map((r) => ({ value: r, label: t.reasons[r] }))}
          value={reasonCode}
          placeholder={t.reasonRequired}
          onValueChange={(v) => setReasonCode(v as AdjustmentReasonCode | null)}
          {...(tried && missingReason ? { error: t.reasonRequired } : {})}
        />
        <div className={css.field}>
          <label htmlFor={`${id}-comment`} className={css.label}>{t.comment}</label>
          <textarea
            id={`${id}-comment`}
            className={css.textarea}
            value={comment}
            maxLength={1000}
            required
            aria-invalid={tried && missingComment ? true : undefined}
            aria-describedby={tried && missingComment ? `${id}-comment-error` : undefined}
            onChange={(e) => setComment(e.target.value)}
          />
          {tried && missingComment ? <span id={`${id}-comment-error`} className={css.problems}>{t.commentRequired}</span> : null}
        </div>
      </div>
    </Dialog>
  );
}
