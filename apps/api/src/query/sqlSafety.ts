import type { DatasourceMeta } from '../data/registry';

/**
 * A structural check of rendered SQL for the engine's tests: the SQL text may hold only
 * dialect keywords and functions, engine-made aliases, small integers the engine writes itself
 * (GROUP BY positions, `>= 6`), placeholders, the dialect's fixed quoted literals, and double-quoted
 * identifiers of the datasource's metadata. Anything else is a value or a name that leaked into
 * SQL text.
 */

const words = new Set(
  (
    'SELECT AS FROM WHERE AND OR IN NOT IS NULL GROUP BY ORDER ASC DESC LIMIT OFFSET CASE WHEN THEN ELSE END ' +
    'SUM AVG MIN MAX COUNT DISTINCT OVER NULLIF CAST TIMESTAMP INTERVAL DOUBLE ' +
    'epoch_ms to_seconds timezone date_trunc time_bucket hour isodow month year arg_min arg_max ' +
    'multiIf toIntervalSecond toIntervalMillisecond positiveModulo toUnixTimestamp64Milli toDateTime64 timeZoneOffset toTimeZone ' +
    'toStartOfDay toStartOfMonth toStartOfYear toHour toDayOfWeek toMonth toYear argMin argMax sumOrNull minOrNull maxOrNull avgOrNull'
  ).split(' '),
);
const alias = /^(?:[twpdmac]\d{1,3}|lo\d{1,3}|hi\d{1,3}|v|n|lo|hi|total|pre)$/;
const literals = new Set([
  'UTC', 'hour', 'day', 'month', 'year', '15 minutes', '30 minutes',
]);
/** A ClickHouse placeholder: `{p1:String}`, `{p2:DateTime64(3, 'UTC')}`. */
const clickhousePlaceholder = /^\{p\d+:(?:String|Int32|Int64|Float64|DateTime64\(3, 'UTC'\))\}$/;
const token = /\s+|\{p\d+:[^{}]*\}|"(?:[^"]|"")*"|'(?:[^']|'')*'|\$\d+|\?|[A-Za-z_][A-Za-z0-9_]*|\d+|>=|<=|[(),.*=<>+\-/]/y;

/**
 * Problems found in `sql` (empty when it is safe).
 * @param meta the datasource whose table and columns may appear as identifiers
 */
export function sqlProblems(sql: string, meta: DatasourceMeta): string[] {
  const idents = new Set([meta.table, '__time', ...meta.dimensions.map((d) => d.name), ...meta.metrics.map((m) => m.name)]);
  const problems: string[] = [];
  token.lastIndex = 0;
  let at = 0;
  while (at < sql.length) {
    token.lastIndex = at;
    const m = token.exec(sql);
    if (!m) {
      problems.push(`unexpected text at ${at}: ${JSON.stringify(sql.slice(at, at + 20))}`);
      break;
    }
    const t = m[0];
    at += t.length;
    if (/^\s|^[(),.*=<>+\-/?]|^>=|^<=|^\$\d+$/.test(t) || clickhousePlaceholder.test(t)) continue;
    if (t.startsWith('{')) {
      problems.push(`placeholder of an unexpected type: ${t}`);
      continue;
    }
    if (t.startsWith('"')) {
      if (!idents.has(t.slice(1, -1).replaceAll('""', '"'))) problems.push(`identifier not in the metadata: ${t}`);
    } else if (t.startsWith("'")) {
      if (!literals.has(t.slice(1, -1))) problems.push(`literal not of the dialect: ${t}`);
    } else if (/^\d+$/.test(t)) {
      if (Number(t) > 30) problems.push(`number in SQL text: ${t}`);
    } else if (!words.has(t) && !alias.test(t)) problems.push(`word not of the dialect: ${t}`);
  }
  return problems;
}

/** Text the engine writes by itself; a generated value inside it proves nothing. */
const vocabulary = [...words, ...literals, 'total', '1 = 0', '1 = 1'].join(' ');

/** Text of only spaces, digits, placeholders and operators: the structural check covers it. */
const punctuationOnly = /^[\s?$(),.*=<>+\-/\d]*$/;

/** Whether one token of rendered SQL is of the engine (see {@link sqlProblems}). */
function engineToken(t: string, idents: ReadonlySet<string>): boolean {
  if (/^\s|^[(),.*=<>+\-/?]|^>=|^<=|^\$\d+$/.test(t) || clickhousePlaceholder.test(t)) return true;
  if (t.startsWith('"')) return idents.has(t.slice(1, -1).replaceAll('""', '"'));
  if (t.startsWith("'")) return literals.has(t.slice(1, -1));
  if (/^\d+$/.test(t)) return Number(t) <= 30;
  return words.has(t) || alias.test(t);
}

/**
 * Generated string values (3 characters or more, not part of the engine's own vocabulary, operators or
 * the metadata names) found in the SQL text over at least one token that is not the engine's own.
 * A value that only matches across tokens the engine wrote (e.g. 'UM(' in 'SUM("kwh")') is not a
 * leak.
 */
export function leakedValues(sql: string, values: readonly string[], meta: DatasourceMeta): string[] {
  const idents = new Set([meta.table, '__time', ...meta.dimensions.map((d) => d.name), ...meta.metrics.map((m) => m.name)]);
  const names = [...idents].join(' ');
  // Character ranges [start, end) of the tokens the engine did not write.
  const foreign: [number, number][] = [];
  let at = 0;
  while (at < sql.length) {
    token.lastIndex = at;
    const m = token.exec(sql);
    if (!m) {
      foreign.push([at, sql.length]);
      break;
    }
    if (!engineToken(m[0], idents)) foreign.push([at, at + m[0].length]);
    at += m[0].length;
  }
  const touchesForeign = (v: string): boolean => {
    for (let i = sql.indexOf(v); i !== -1; i = sql.indexOf(v, i + 1)) {
      if (foreign.some(([a, b]) => i < b && i + v.length > a)) return true;
    }
    return false;
  };
  return values.filter(
    (v) => v.length >= 3 && !vocabulary.includes(v) && !names.includes(v) && !punctuationOnly.test(v) && !/^[twpdm]?\d+$/.test(v) &&
      touchesForeign(v),
  );
}
