import { Button, HourConventionSwitch, Select, TimeZonePicker } from '@loadline/ui';
import { useId } from 'react';
import { forecastKey, type AdjustableForecast, type CreateAdjustmentValues } from '../../model/createAdjustmentForm';
import { adjustmentsTexts as t } from '../../texts';
import * as css from './CreateAdjustment.css';
import { useCreateAdjustment } from './useCreateAdjustment';

/** Props of {@link CreateAdjustment}. */
export interface CreateAdjustmentProps {
  /** Forecasts the picker offers (short-term runs of the config item). */
  forecasts: readonly AdjustableForecast[];
  /** The forecasts are loading. @default false */
  loadingForecasts?: boolean;
  /** The forecast chosen at first, e.g. the card of /adjustments/create/{forecast}. @default null */
  defaultForecast?: AdjustableForecast | null;
  /** Time zone chosen at first. @default the forecast market's zone, America/Chicago */
  defaultTimezone?: string;
  /** Hour ending chosen at first. @default true */
  defaultHourEnding?: boolean;
  /** Called by Cancel. */
  onCancel: () => void;
  /** Called with the new adjustment's id after 'Adjustment Created'. */
  onCreated?: (adjustmentId: string) => void;
}

const label = (f: AdjustableForecast) => `${f.market} · Generated on ${f.processTime.replace('T', ' ').replace(/:00(\.000)?Z$/, ' UTC')} · ${f.from.slice(0, 10)} to ${f.to.slice(0, 10)}`;

/**
 * The Create adjustment form (spec part 1 §2, route /demand/load-forecast/adjustments/create):
 * name, timezone, hour ending and forecast picker; Reset, Cancel and Accept. Accept validates
 * (name required after trim, 'A forecast must be selected', timezone and hour ending highlighted
 * when missing), then creates the adjustment and toasts 'Adjustment Created' or 'Error creating
 * adjustment'. Needs a `LoadlineProvider` (adapter `adjustments.create`) and a `ToastProvider`.
 *
 * @example
 * <CreateAdjustment forecasts={runs} defaultForecast={card} onCancel={() => navigate(-1)} onCreated={(id) => navigate(`../${id}`)} />
 */
export function CreateAdjustment({
  forecasts, loadingForecasts = false, defaultForecast = null, defaultTimezone = 'America/Chicago', defaultHourEnding = true, onCancel, onCreated,
}: CreateAdjustmentProps) {
  const initialValues: CreateAdjustmentValues = { name: '', timezone: defaultTimezone, isHourEnding: defaultHourEnding, forecast: defaultForecast };
  const form = useCreateAdjustment({ initialValues, ...(onCreated ? { onCreated } : {}) });
  const { values, errors } = form;
  const id = useId();
  const options = [...(defaultForecast && !forecasts.some((f) => forecastKey(f) === forecastKey(defaultForecast)) ? [defaultForecast] : []), ...forecasts];
  return (
    <section className={css.page} aria-labelledby={`${id}-title`} data-ll-part="create-adjustment">
      <h1 id={`${id}-title`} className={css.title}>{t.createTitle}</h1>
      <form
        className={css.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void form.accept();
        }}
        onReset={(e) => {
          e.preventDefault();
          form.reset();
        }}
      >
        <div className={css.field} data-invalid={errors.name !== undefined}>
          <label htmlFor={`${id}-name`} className={css.label}>{t.name}</label>
          <input
            id={`${id}-name`}
            className={css.input}
            value={values.name}
            required
            maxLength={256}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            onChange={(e) => form.set('name', e.target.value)}
          />
          {errors.name ? <span id={`${id}-name-error`} className={css.error}>{errors.name}</span> : null}
        </div>
        <div className={css.field} data-invalid={errors.timezone !== undefined}>
          <TimeZonePicker label={t.timezone} value={values.timezone ?? ''} onValueChange={(zone) => form.set('timezone', zone)} />
        </div>
        <div className={css.field} data-invalid={errors.isHourEnding !== undefined} role="group" aria-label={t.hourEnding}>
          <span className={css.label}>{t.hourEnding}</span>
          <HourConventionSwitch value={values.isHourEnding ?? true} onValueChange={(v) => form.set('isHourEnding', v)} />
        </div>
        <div className={css.field} data-invalid={errors.forecast !== undefined}>
          <Select
            label={t.forecast}
            placeholder={t.pickForecast}
            loading={loadingForecasts}
            options={options.map((f) => ({ value: forecastKey(f), label: label(f) }))}
            value={values.forecast ? forecastKey(values.forecast) : null}
            onValueChange={(key) => form.set('forecast', options.find((f) => forecastKey(f) === key) ?? null)}
            {...(errors.forecast ? { error: errors.forecast } : {})}
          />
        </div>
        <div className={css.buttons}>
          <Button type="reset" variant="ghost">{t.reset}</Button>
          <Button type="button" variant="secondary" onClick={onCancel}>{t.cancel}</Button>
          <Button type="submit" loading={form.status === 'saving'}>{t.accept}</Button>
        </div>
      </form>
    </section>
  );
}
