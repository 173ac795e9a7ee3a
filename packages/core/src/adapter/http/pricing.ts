import '../../zodSetup';
import * as z from 'zod';
import {
  calculationParametersResponseSchema,
  createJobRequestSchema,
  createJobResponseSchema,
  jobListResponseSchema,
  startJobResponseSchema,
  urlResponseSchema,
} from '../../schemas/job.schema';
import {
  configCountResponseSchema,
  configDistinctResponseSchema,
  configRowSchemas,
  type ConfigQuery,
  type ConfigRow,
  type ConfigTable,
} from '../../schemas/pricingConfig.schema';
import { TEXT_NO_DISTINCT_FIELDS } from '../../texts';
import { LoadlineValidationError } from '../errors';
import type { PricingApi } from '../types';
import { parseRequest, type QueryValue, type Transport } from './request';

/**
 * HTTP implementation of the pricing domain (spec part 2 §7 "Pricing"), under /pricing/v1.
 *
 * @module
 */

const PRICING = ['pricing', 'v1'] as const;

function filterQuery(filters: ConfigQuery['filters']): [string, QueryValue][] {
  return Object.entries(filters ?? {}).map(([name, values]) => [`${name}[]`, values]);
}

/** How a URL returned by the server is called: resolved against the base, and whether it is ours. */
export interface ResolvedUrl {
  url: string;
  /** False for another origin (e.g. a pre-signed storage URL): no credentials, no custom headers. */
  sameOrigin: boolean;
}

/**
 * Resolves a URL returned by the server (upload target, download link): absolute URLs are used
 * as they are, '/x' is origin-relative, 'x' is relative to the base URL.
 */
export function resolveReturnedUrl(baseUrl: string, url: string): ResolvedUrl {
  const baseOrigin = /^https?:\/\//i.test(baseUrl) ? new URL(baseUrl).origin : globalThis.location?.origin;
  if (/^https?:\/\//i.test(url)) return { url, sameOrigin: baseOrigin !== undefined && new URL(url).origin === baseOrigin };
  if (url.startsWith('/')) return { url: baseOrigin && /^https?:\/\//i.test(baseUrl) ? `${baseOrigin}${url}` : url, sameOrigin: true };
  return { url: `${baseUrl.replace(/\/+$/, '')}/${url}`, sameOrigin: true };
}

/** What the pricing domain needs: the requesters and the base URL (to resolve returned URLs). */
export interface PricingTransport extends Transport {
  baseUrl: string;
}

/** Pricing over /pricing/v1/... */
export function httpPricing({ call, text, baseUrl }: PricingTransport): PricingApi {
  return {
    calculationParameters: async (fields, o) => {
      if (fields.length === 0) throw new LoadlineValidationError([TEXT_NO_DISTINCT_FIELDS]);
      return call({
        method: 'GET',
        path: [...PRICING, 'calculation-parameters', 'distinct'],
        query: [['fields[]', fields]],
        schema: calculationParametersResponseSchema,
        signal: o?.signal,
      });
    },
    createJob: async (body, o) =>
      call({
        method: 'POST',
        path: [...PRICING, 'jobs'],
        body: parseRequest(createJobRequestSchema, body),
        schema: createJobResponseSchema,
        context: 'createJob',
        signal: o?.signal,
      }),
    uploadJobInput: async (url, csv, o) => {
      const target = resolveReturnedUrl(baseUrl, url);
      await call({
        method: 'PUT',
        path: [],
        url: target.url,
        foreign: !target.sameOrigin,
        text: { body: csv, contentType: 'text/csv' },
        schema: undefined,
        context: 'save',
        signal: o?.signal,
      });
    },
    startJob: async (id, o) =>
      call({ method: 'POST', path: [...PRICING, 'jobs', id], schema: startJobResponseSchema, signal: o?.signal }),
    listJobs: async (o) => call({ method: 'GET', path: [...PRICING, 'jobs'], schema: jobListResponseSchema, signal: o?.signal }),
    jobResultUrl: async (jobId, kind, o) =>
      call({ method: 'GET', path: [...PRICING, 'jobs', jobId, 'results', kind], schema: urlResponseSchema, signal: o?.signal }),
    jobInputCsv: async (jobId, o) => {
      const url = await call({ method: 'GET', path: [...PRICING, 'jobs', jobId, 'input', ''], schema: urlResponseSchema, signal: o?.signal });
      const target = resolveReturnedUrl(baseUrl, url);
      return text({ method: 'GET', path: [], url: target.url, foreign: !target.sameOrigin, signal: o?.signal });
    },
    jobResultCsv: async (jobId, kind, o) => {
      const url = await call({ method: 'GET', path: [...PRICING, 'jobs', jobId, 'results', kind], schema: urlResponseSchema, signal: o?.signal });
      const target = resolveReturnedUrl(baseUrl, url);
      return text({ method: 'GET', path: [], url: target.url, foreign: !target.sameOrigin, signal: o?.signal });
    },
    configRows: async <T extends ConfigTable>(table: T, query: ConfigQuery = {}, o?: { signal?: AbortSignal }) =>
      call({
        method: 'GET',
        path: [...PRICING, 'config', table],
        query: [
          ['limit', query.limit],
          ['skip', query.skip],
          ['sortOrder', query.sortOrder],
          ['sortBy', query.sortBy],
          ...filterQuery(query.filters),
        ],
        schema: z.array(configRowSchemas[table] as unknown as z.ZodType<ConfigRow<T>>),
        signal: o?.signal,
      }),
    configCount: async (table, filters, o) =>
      call({ method: 'GET', path: [...PRICING, 'config', table, 'count'], query: filterQuery(filters), schema: configCountResponseSchema, signal: o?.signal }),
    configDistinct: async (table, fields, o) =>
      call({
        method: 'GET',
        path: [...PRICING, 'config', table, 'distinct', ''],
        query: [['distinct[]', fields]],
        schema: configDistinctResponseSchema,
        signal: o?.signal,
      }),
  };
}
