import type { CreateAdjustmentRequestInput } from '@loadline/core';
import { adjustmentsTexts } from '../texts';

/**
 * A forecast the create form can adjust: a short-term forecast run of one market (the forecast
 * card's fields, spec part 1 §2 "opens adjustments/create/{json of card}"). `from` and `to` are
 * its first and last day (YYYY-MM-DD or ISO date-time).
 */
export interface AdjustableForecast {
  configId: string;
  market: string;
  processTime: string;
  from: string;
  to: string;
}

/** Values of the create form (spec part 1 §2 "Create adjustment": name, timezone, hour ending, forecast). */
export interface CreateAdjustmentValues {
  name: string;
  /** IANA zone; null while none is chosen. */
  timezone: string | null;
  /** Hour ending (true) or hour beginning (false); null while none is chosen. */
  isHourEnding: boolean | null;
  forecast: AdjustableForecast | null;
}

/** Fields of the form. */
export type CreateAdjustmentField = keyof CreateAdjustmentValues;

/** Problems of the form by field: a text, or '' for the error highlight alone. */
export type CreateAdjustmentErrors = Partial<Record<CreateAdjustmentField, string>>;

/**
 * Validates the create form (spec part 1 §5): name required after trim; forecast required ('A
 * forecast must be selected'); timezone and hour ending required, else error highlight.
 *
 * @example validateCreateAdjustment({ name: ' ', timezone: 'America/Chicago', isHourEnding: true, forecast: null })
 * // { name: 'Adjustment name is required', forecast: 'A forecast must be selected' }
 */
export function validateCreateAdjustment(values: CreateAdjustmentValues): CreateAdjustmentErrors {
  const errors: CreateAdjustmentErrors = {};
  if (values.name.trim() === '') errors.name = adjustmentsTexts.nameRequired;
  if (!values.timezone) errors.timezone = adjustmentsTexts.required;
  if (values.isHourEnding === null) errors.isHourEnding = adjustmentsTexts.required;
  if (!values.forecast) errors.forecast = adjustmentsTexts.forecastRequired;
  return errors;
}

/** The body of POST user/v1/user/adjustments from valid values (name trimmed, days of the forecast). @throws Error when invalid */
export function toCreateAdjustmentRequest(values: CreateAdjustmentValues): CreateAdjustmentRequestInput {
  const [problem] = Object.values(validateCreateAdjustment(values));
  if (problem !== undefined) throw new Error(problem);
  const forecast = values.forecast as AdjustableForecast;
  return {
    name: values.name.trim(),
    configId: forecast.configId,
    market: forecast.market,
    processTime: forecast.processTime,
    dateRange: { from: forecast.from.slice(0, 10), to: forecast.to.slice(0, 10) },
    summary: [],
    timezone: values.timezone as string,
    isHourEnding: values.isHourEnding as boolean,
  };
}

/** Key of a forecast in the picker: market and process time. */
export function forecastKey(f: Pick<AdjustableForecast, 'market' | 'processTime'>): string {
  return `${f.market}|${f.processTime}`;
}

/**
 * The forecast card passed in the route /adjustments/create/{forecast} (URL-encoded JSON), or
 * null when it is not one (a bad parameter leaves the form empty, silently).
 *
 * @example parseForecastParam(decodeURIComponent(params.forecast))
 */
export function parseForecastParam(json: string | undefined): AdjustableForecast | null {
  if (!json) return null;
  try {
    const v = JSON.parse(json) as Record<string, unknown>;
    const text = (k: string) => (typeof v[k] === 'string' && (v[k] as string).length > 0 && (v[k] as string).length <= 256 ? (v[k] as string) : null);
    const [configId, market, processTime, from, to] = ['configId', 'market', 'processTime', 'from', 'to'].map(text);
    if (!configId || !market || !processTime || !from || !to) return null;
    return { configId, market, processTime, from, to };
  } catch {
    return null;
  }
}
