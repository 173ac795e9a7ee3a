import '../zodSetup';
import * as z from 'zod';
import { lazySchema } from '../lazySchema';

/**
 * The eight pricing configuration tables (spec part 2 §2 "Configurations screen", §3) and their
 * rows as returned by GET /pricing/v1/config/{table}.
 *
 * @module
 */

/** Table path segments, in menu order. */
export const CONFIG_TABLES = [
  'products',
  'product-component',
  'component-curve',
  'components',
  'formulae',
  'attributes',
  'curves',
  'load-profiles',
] as const;
/** A configuration table. */
export const configTableSchema = lazySchema(() => z.enum(CONFIG_TABLES));
/** A configuration table. */
export type ConfigTable = z.infer<typeof configTableSchema>;

/** Menu labels of the tables (spec part 2 §2). */
export const CONFIG_TABLE_LABELS: Readonly<Record<ConfigTable, string>> = {
  products: 'Products',
  'product-component': 'Product-Component',
  'component-curve': 'Component-Curve',
  components: 'Components',
  formulae: 'Formulae',
  attributes: 'Attributes',
  curves: 'Curves',
  'load-profiles': 'Load Profiles',
};

/** Filter names of the configuration screen (spec part 2 §3). */
export const CONFIG_FILTER_NAMES = [
  'productCode',
  'componentGroup',
  'componentCode',
  'componentLevel',
  'componentInputType',
  'granularity',
  'uom',
  'curveType',
  'loadProfile',
  'attributeName',
  'attributeValue',
] as const;

/** A filter name of the configuration screen. */
export type ConfigFilterName = (typeof CONFIG_FILTER_NAMES)[number];

/**
 * The filters each table accepts, in the order the Filters panel shows them (spec part 2 §3
 * filter names; the first group opens). The reference API restricts the same columns.
 */
export const CONFIG_TABLE_FILTERS: Readonly<Record<ConfigTable, readonly ConfigFilterName[]>> = {
  products: ['productCode'],
  'product-component': ['productCode', 'componentGroup', 'componentCode', 'granularity', 'uom'],
  'component-curve': ['componentCode', 'curveType'],
  components: ['componentGroup', 'componentCode', 'componentLevel', 'componentInputType', 'granularity', 'uom'],
  formulae: ['productCode', 'componentCode'],
  attributes: ['attributeName', 'attributeValue'],
  curves: ['curveType', 'granularity', 'uom'],
  'load-profiles': ['loadProfile'],
};

const text = lazySchema(() => z.string().max(4096).nullable());

/** Displayed columns per table (spec part 2 §3), each a nullable string. */
export const configRowSchemas = {
  products: z.object({ code: text, name: text, description: text }),
  'product-component': z.object({ product: text, component: text, granularity: text, uom: text, componentGroup: text }),
  'component-curve': z.object({ component: text, curve: text, asOfDatetime: text }),
  components: z.object({
    code: text,
    name: text,
    description: text,
    granularity: text,
    level: text,
    uom: text,
    inputType: text,
  }),
  formulae: z.object({ component: text, product: text, formula: text }),
  attributes: z.object({ attributeName: text, attributeValue: text, attributeValueDisplay: text, description: text }),
  curves: z.object({ name: text, description: text }),
  'load-profiles': z.object({ code: text, name: text, description: text }),
} as const satisfies Record<ConfigTable, z.ZodType>;

/** A row of the given configuration table. */
export type ConfigRow<T extends ConfigTable> = z.infer<(typeof configRowSchemas)[T]>;

/** Answer of GET /pricing/v1/config/{table}/count. A bare number or `{ count }`. */
export const configCountResponseSchema = lazySchema(() => z
  .union([z.number().int().min(0), z.object({ count: z.number().int().min(0) })])
  .transform((v) => (typeof v === 'number' ? v : v.count)));

/** Answer of GET /pricing/v1/config/{table}/distinct/: each field to its values. */
export const configDistinctResponseSchema = lazySchema(() => z.record(z.string(), z.array(z.union([z.string().max(4096), z.number(), z.null()])).max(100_000)));
/** Answer of the config distinct call. */
export type ConfigDistinct = z.infer<typeof configDistinctResponseSchema>;

/** Sort of a configuration grid (server-side). */
export const sortOrderSchema = lazySchema(() => z.enum(['asc', 'desc']));

/** Paging, sorting and filtering of a configuration grid (spec part 2 §7). */
export interface ConfigQuery {
  /** Rows per page (10, 25, 50 or 100). */
  limit?: number;
  /** Rows skipped (page times limit). */
  skip?: number;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
  /** Filter name (e.g. productCode) to the values kept; sent as `{filter}[]=value`. */
  filters?: Readonly<Record<string, readonly string[]>>;
}
