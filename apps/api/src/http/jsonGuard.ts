/**
 * The JSON body parser of the API: bounds what reaches the route schemas before any of it is
 * walked recursively (zod, JSON.stringify, DuckDB's JSON functions), so a hostile body is a 400,
 * never a stack overflow or stored text that cannot be read back.
 *
 * - Nesting deeper than {@link MAX_JSON_DEPTH} arrays/objects: refused before `JSON.parse`.
 * - An array longer than {@link MAX_JSON_ARRAY}: refused.
 * - A string or key that is not well-formed Unicode (a lone UTF-16 surrogate such as `"\ud800"`):
 *   refused. Such text cannot be stored as UTF-8 and broke every later save of its dashboard.
 */

/** Deepest nesting of arrays and objects accepted in a JSON body. */
export const MAX_JSON_DEPTH = 64;
/** Longest array accepted anywhere in a JSON body. */
export const MAX_JSON_ARRAY = 100_000;

/** Messages of the 400 answers of the JSON guard. */
export const JSON_GUARD_TEXTS = {
  malformed: 'The request body is not valid JSON',
  tooDeep: `The request body is nested more than ${MAX_JSON_DEPTH} levels deep`,
  tooLong: `The request body has an array of more than ${MAX_JSON_ARRAY} items`,
  notUnicode: 'The request body holds text that is not valid Unicode (a lone surrogate)',
} as const;

/** An error the error handler answers with its status and message. */
export class ClientError extends Error {
  readonly statusCode: number;
  constructor(message: string, statusCode = 400) {
    super(message);
    this.name = 'ClientError';
    this.statusCode = statusCode;
  }
}

/** Deepest nesting of `[`/`{` in JSON text, outside strings; stops counting past `limit`. */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return max;
}

/** Whether `s` is well-formed UTF-16 (no lone surrogate). */
export const isWellFormedText = (s: string): boolean => (s as string & { isWellFormed(): boolean }).isWellFormed();

/** The first problem of an already depth-bounded JSON value, or undefined. */
export function jsonValueProblem(value: unknown): string | undefined {
  if (typeof value === 'string') return isWellFormedText(value) ? undefined : JSON_GUARD_TEXTS.notUnicode;
  if (Array.isArray(value)) {
    if (value.length > MAX_JSON_ARRAY) return JSON_GUARD_TEXTS.tooLong;
    for (const item of value) {
      const p = jsonValueProblem(item);
      if (p) return p;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (!isWellFormedText(k)) return JSON_GUARD_TEXTS.notUnicode;
      const p = jsonValueProblem(v);
      if (p) return p;
    }
  }
  return undefined;
}

/**
 * Parses a JSON request body within the bounds above.
 * @throws {ClientError} 400 with one of {@link JSON_GUARD_TEXTS}.
 */
export function parseGuardedJson(text: string): unknown {
  if (text === '') return undefined;
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw new ClientError(JSON_GUARD_TEXTS.tooDeep);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ClientError(JSON_GUARD_TEXTS.malformed);
  }
  const problem = jsonValueProblem(value);
  if (problem) throw new ClientError(problem);
  return value;
}

/**
 * Deep copy of a stored JSON value with every string (and key) made well-formed: lone surrogates
 * become U+FFFD. Text stored before the guard existed then reads back and saves again.
 */
export function toWellFormedJson<T>(value: T): T {
  if (typeof value === 'string') return (isWellFormedText(value) ? value : (value as unknown as { toWellFormed(): string }).toWellFormed()) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => toWellFormedJson(v)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [toWellFormedJson(k), toWellFormedJson(v)])) as T;
  }
  return value;
}
