import {
  DASHBOARD_DESCRIPTION_MAX,
  TEXT_COPY_DASHBOARD,
  TEXT_CREATE_NEW_DASHBOARD,
  type ConfigItem,
} from '@loadline/core';
import { Button, Dialog, Select, part } from '@loadline/ui';
import { useId, useRef, type RefObject } from 'react';
import type { DashboardDialogMode } from '../../model/copyDashboard';
import { dashboardUiTexts as t } from '../../texts';
import type { DashboardDialogResult } from '../dialogOptions';
import * as css from '../dialogs.css';
import { useDashboardDialog } from './useDashboardDialog';

/** Props of {@link DashboardDialog}. */
export interface DashboardDialogProps {
  /** Whether the dialog is shown. Each opening starts from `initial`. */
  open: boolean;
  /** 'create' a new dashboard, 'copy' one (selects locked), or save an 'unsaved' one (selects locked). */
  mode: DashboardDialogMode;
  /** Config items of the dashboard type: the commodity, category and level choices. */
  configItems: readonly ConfigItem[];
  /**
   * Starting values: name, description, and commodity/category/level or a `configId` they are read
   * from (copy: 'Copy-' plus the original name and the original's configId). @default empty
   */
  initial?: Partial<DashboardDialogResult>;
  /** Shows the confirm button busy and disabled while the call runs. @default false */
  pending?: boolean;
  /** Called with the valid values (name trimmed) and the chosen `configId`. */
  onConfirm: (values: DashboardDialogResult) => void;
  /** Called on Cancel, ×, Escape or a click outside. */
  onCancel: () => void;
}

/**
 * The dialog that names a new, copied or unsaved dashboard (spec part 1 §2 "Dialog titled 'Create
 * New Dashboard' or 'Copy Dashboard'", §4, §5): name required after trim and at most 70
 * characters, description at most 256; commodity, category and level (when the chosen category
 * has levels) must be chosen, else the button stays disabled; the three selects are locked in copy
 * mode and for unsaved dashboards. Field errors use core's texts ('Dashboard name is required', …).
 *
 * @example
 * <DashboardDialog open mode="create" configItems={configs} onConfirm={(v) => create.mutate({ name: v.name, description: v.description, configId: v.configId })} onCancel={close} />
 */
export function DashboardDialog({ open, onCancel, ...rest }: DashboardDialogProps) {
  const title = rest.mode === 'copy' ? TEXT_COPY_DASHBOARD : TEXT_CREATE_NEW_DASHBOARD;
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())} title={title} initialFocus={nameRef}>
      {open ? <DashboardDialogForm {...rest} onCancel={onCancel} nameRef={nameRef} /> : null}
    </Dialog>
  );
}

function DashboardDialogForm({
  mode, configItems, initial, pending = false, onConfirm, onCancel, nameRef,
}: Omit<DashboardDialogProps, 'open'> & { nameRef: RefObject<HTMLInputElement | null> }) {
  const s = useDashboardDialog({ mode, configItems, initial });
  const { values, validation, options, errors } = s;
  const ids = { name: useId(), nameError: useId(), description: useId(), descriptionError: useId(), count: useId() };
  const locked = validation.selectionLocked;
  const submit = () => {
    if (s.canSubmit && !pending) onConfirm({ ...values, name: values.name.trim() });
  };
  return (
    <form
      {...part('dashboard-dialog', css.form)}
      data-mode={mode}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className={css.fieldRow}>
        <label htmlFor={ids.name} className={css.label}>{t.name}</label>
        <input
          ref={nameRef}
          id={ids.name}
          className={css.input}
          value={values.name}
          required
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? ids.nameError : undefined}
          onChange={(e) => s.setName(e.target.value)}
          onBlur={() => s.touch('name')}
        />
        {errors.name ? <span id={ids.nameError} className={css.error}>{errors.name}</span> : null}
      </div>
      <div className={css.fieldRow}>
        <label htmlFor={ids.description} className={css.label}>{t.description}</label>
        <textarea
          id={ids.description}
          className={css.textarea}
          value={values.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={[errors.description ? ids.descriptionError : '', ids.count].filter(Boolean).join(' ')}
          onChange={(e) => s.setDescription(e.target.value)}
          onBlur={() => s.touch('description')}
        />
        <span id={ids.count} className={css.counter}>{`${values.description.length}/${DASHBOARD_DESCRIPTION_MAX}`}</span>
        {errors.description ? <span id={ids.descriptionError} className={css.error}>{errors.description}</span> : null}
      </div>
      <div className={css.selects}>
        <Select label={t.commodity} options={options.commodities} value={values.commodity || null} onValueChange={s.setCommodity} disabled={locked} />
        <Select
          label={t.category}
          options={options.categories}
          value={values.category || null}
          onValueChange={s.setCategory}
          disabled={locked || values.commodity === ''}
        />
        {values.levelsExist ? (
          <Select label={t.level} options={options.levels} value={values.level || null} onValueChange={s.setLevel} disabled={locked} />
        ) : null}
      </div>
      <div className={css.actions}>
        <Button variant="secondary" onClick={onCancel}>{t.cancel}</Button>
        <Button type="submit" disabled={!s.canSubmit} loading={pending}>
          {mode === 'copy' ? t.copy : mode === 'unsaved' ? t.save : t.create}
        </Button>
      </div>
    </form>
  );
}
