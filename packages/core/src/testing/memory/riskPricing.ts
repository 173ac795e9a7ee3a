import { LoadlineValidationError } from '../../adapter/errors';
import type { PricingApi, RiskApi } from '../../adapter/types';
import type { DimensionValue, QueryRow } from '../../query/common.schema';
import { riskFieldsRequestSchema, riskQueryRequestSchema } from '../../query/risk.schema';
import { createJobRequestSchema, type Job } from '../../schemas/job.schema';
import type { ConfigRow, ConfigTable } from '../../schemas/pricingConfig.schema';
import { TEXT_NO_AS_OF_DATE, TEXT_NO_DISTINCT_FIELDS } from '../../texts';
import { compareValues, httpError, parseBody, respond, type MemoryRuntime } from './common';
import { signedIn, type MemoryState } from './state';

function riskRows(state: MemoryState, datasource: string): readonly QueryRow[] {
  const found = state.risk.get(datasource);
  if (!found) throw httpError(404, `Risk datasource ${datasource} not found`);
  return found.rows;
}

function distinctOf(rows: readonly QueryRow[], field: string): DimensionValue[] {
  return [...new Set(rows.map((r) => r[field] ?? null))].sort(compareValues);
}

/**
 * Risk in memory over caller-supplied rows (an `asOfDate` column, YYYY-MM-DD, plus fields): no
 * risk series is built in, since no public data measures them (see the seed data notes).
 */
export function memoryRisk(rt: MemoryRuntime, state: MemoryState): RiskApi {
  return {
    asOfDates: (ds, params, o) => respond(rt, o, () => {
      const dates = distinctOf(riskRows(state, ds), 'asOfDate').map(String);
      return dates.filter((d) => !params?.datesBefore || d < params.datesBefore).reverse();
    }),
    query: (ds, body, o) => respond(rt, o, () => {
      if (!body.asOfDate) throw new LoadlineValidationError([TEXT_NO_AS_OF_DATE]);
      const req = parseBody(riskQueryRequestSchema, body);
      const rows = riskRows(state, ds).filter((r) => r.asOfDate === req.asOfDate
        && req.selectedFilters.every((f) => f.values.includes(r[f.name] ?? null))
        && req.rangeFilters.every((f) => Number(r[f.name]) >= f.value[0] && Number(r[f.name]) <= f.value[1]));
      const groups = new Map<string, QueryRow[]>();
      for (const r of rows) {
        const key = JSON.stringify(req.group.map((g) => r[g] ?? null));
        groups.set(key, [...(groups.get(key) ?? []), r]);
      }
      return [...groups.values()].map((members) => {
        const out: QueryRow = Object.fromEntries(req.group.map((g) => [g, members[0]?.[g] ?? null]));
        for (const { name, aggregation } of req.columns) {
          const values = members.map((m) => Number(m[name])).filter((v) => Number.isFinite(v));
          const sum = values.reduce((a, b) => a + b, 0);
          out[name] = values.length === 0 ? null
            : aggregation === 'sum' ? sum : aggregation === 'avg' ? sum / values.length
              : aggregation === 'min' ? Math.min(...values) : Math.max(...values);
        }
        return out;
      });
    }),
    distinct: (ds, body, o) => respond(rt, o, () => {
      const rows = riskRows(state, ds);
      return Object.fromEntries(parseBody(riskFieldsRequestSchema, body).fields.map((f) => [f, distinctOf(rows, f)]));
    }),
    minMax: (ds, body, o) => respond(rt, o, () => {
      const rows = riskRows(state, ds);
      return parseBody(riskFieldsRequestSchema, body).fields.map((name) => {
        const values = rows.map((r) => r[name]).filter((v): v is number => typeof v === 'number');
        return { name, minValue: values.length ? Math.min(...values) : null, maxValue: values.length ? Math.max(...values) : null };
      });
    }),
  };
}

type Filters = Readonly<Record<string, readonly string[]>> | undefined;

function configRowsOf(state: MemoryState, table: ConfigTable, filters: Filters): Record<string, unknown>[] {
  return (state.configTables[table] ?? []).filter((row) =>
    Object.entries(filters ?? {}).every(([name, values]) => values.length === 0 || values.includes(String(row[name]))));
}

/**
 * Pricing in memory. A started job completes at once: every data line of its uploaded CSV counts
 * as a contract that passed (no retail-cost calculation runs here).
 */
export function memoryPricing(rt: MemoryRuntime, state: MemoryState): PricingApi {
  const job = (id: string): Job => {
    signedIn(state);
    const found = state.jobs.find((j) => j.jobId === id);
    if (!found) throw httpError(404, `Job ${id} not found`);
    return found;
  };
  const inputUrl = (id: string) => `memory://pricing/jobs/${id}/input`;
  return {
    calculationParameters: (fields, o) => respond(rt, o, () => {
      if (fields.length === 0) throw new LoadlineValidationError([TEXT_NO_DISTINCT_FIELDS]);
      return Object.fromEntries(fields.map((f) => [f, state.calculationParameters[f] ?? []]));
    }),
    createJob: (body, o) => respond(rt, o, () => {
      signedIn(state);
      const req = parseBody(createJobRequestSchema, body);
      const id = rt.nextId('job');
      state.jobs.unshift({
        jobId: id, type: req.type, name: req.name, addedOn: rt.now().toISOString(), finishedOn: null,
        state: 'waiting', progress: null, status: null, contractCount: 0, passedCount: 0, failedCount: 0,
      });
      return { url: inputUrl(id), id, name: req.name };
    }),
    uploadJobInput: (url, csv, o) => respond(rt, o, () => {
      const found = state.jobs.find((j) => inputUrl(j.jobId) === url);
      if (!found) throw httpError(404, `No upload expected at ${url}`);
      state.jobInputs.set(found.jobId, csv);
    }),
    startJob: (id, o) => respond(rt, o, () => {
      const current = job(id);
      const csv = state.jobInputs.get(id);
      if (csv === undefined) throw httpError(400, `Job ${id} has no input`);
      const contracts = csv.split(/\r?\n/).slice(1).filter((l) => l.trim() !== '').length;
      const done: Job = {
        ...current, state: 'completed', progress: 4, status: 'success', finishedOn: rt.now().toISOString(),
        contractCount: contracts, passedCount: contracts, failedCount: 0,
      };
      state.jobs = state.jobs.map((j) => (j.jobId === id ? done : j));
      return { status: 'started' };
    }),
    listJobs: (o) => respond(rt, o, () => {
      signedIn(state);
      return state.jobs;
    }),
    jobResultUrl: (id, kind, o) => respond(rt, o, () => {
      if (job(id).state !== 'completed') throw httpError(404, `Job ${id} has no results yet`);
      return `memory://pricing/jobs/${id}/results/${kind}`;
    }),
    jobResultCsv: (id, kind, o) => respond(rt, o, () => {
      if (job(id).state !== 'completed') throw httpError(404, `Job ${id} has no results yet`);
      const csv = state.jobResults.get(id)?.[kind];
      if (csv === undefined) throw httpError(404, `Job ${id} has no ${kind} file`);
      return csv;
    }),
    jobInputCsv: (id, o) => respond(rt, o, () => {
      job(id);
      const csv = state.jobInputs.get(id);
      if (csv === undefined) throw httpError(404, `Job ${id} has no input`);
      return csv;
    }),
    configRows: <T extends ConfigTable>(table: T, query: Parameters<PricingApi['configRows']>[1], o?: Parameters<PricingApi['configRows']>[2]) =>
      respond(rt, o, () => {
        const rows = configRowsOf(state, table, query?.filters);
        const { sortBy, sortOrder = 'asc', skip = 0, limit = 25 } = query ?? {};
        if (sortBy) rows.sort((a, b) => compareValues(a[sortBy], b[sortBy]) * (sortOrder === 'asc' ? 1 : -1));
        return rows.slice(skip, skip + limit) as ConfigRow<T>[];
      }),
    configCount: (table, filters, o) => respond(rt, o, () => configRowsOf(state, table, filters).length),
    configDistinct: (table, fields, o) => respond(rt, o, () => {
      const rows = configRowsOf(state, table, undefined);
      return Object.fromEntries(fields.map((f) => [f, [...new Set(rows.map((r) => r[f] as string | number | null ?? null))].sort(compareValues)]));
    }),
  };
}
