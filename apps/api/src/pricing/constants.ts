/**
 * Pricing constants that are not data, each with where it comes from, and the component catalogue
 * of the seeded configuration (spec part 2 §3 "Components"). The seed writes them into the
 * Attributes and Components tables; the engine reads them back from there, so a utility can
 * change a value in its own configuration without touching code.
 *
 * @module
 */

/** ERCOT weather zone (the input row's `market`) -> the DAM load zone its energy is priced at. */
export const WEATHER_ZONE_TO_LOAD_ZONE: Readonly<Record<string, string>> = {
  // The same approximation as the risk positions (apps/api/seed/SOURCES.md "Risk"): load zones and
  // weather zones differ, ERCOT publishes no public mapping of one onto the other.
  COAST: 'LZ_HOUSTON',
  NCENT: 'LZ_NORTH',
  NORTH: 'LZ_NORTH',
  EAST: 'LZ_NORTH',
  SOUTH: 'LZ_SOUTH',
  SCENT: 'LZ_SOUTH',
  WEST: 'LZ_WEST',
  FWEST: 'LZ_WEST',
};

/** The ISO of every seeded market. */
export const ISO = 'ERCOT';

/**
 * Average annual usage of an ERCOT residential customer, kWh: EIA-861 2019 ERCOT residential
 * sales / customers, the figure the seeded meters are scaled to (apps/api/seed/SOURCES.md "Meters").
 */
export const RESIDENTIAL_ANNUAL_KWH = 13_843;

/** A stated adder: attribute name, value, unit and where it comes from. */
export interface StatedAdder {
  attributeName: string;
  value: number;
  display: string;
  description: string;
}

/**
 * Stated assumptions (not measured data), written to the Attributes table. No public file of the
 * raw folder gives ERCOT's per-MWh ancillary-service cost, residential loss factors, Texas REC
 * prices or a retailer's margin; these are round values of the order the public sources report,
 * labelled as assumptions so nobody reads them as measured.
 */
export const STATED_ADDERS: readonly StatedAdder[] = [
  {
    attributeName: 'ancillary_services_usd_per_mwh',
    value: 3,
    display: '3.00 $/MWh',
    description:
      'Stated assumption, not data: ERCOT ancillary-service cost allocated to load per MWh. Replace with the figure of the ERCOT IMM State of the Market report for the delivery year.',
  },
  {
    attributeName: 'loss_factor',
    value: 0.05,
    display: '5 %',
    description:
      'Stated assumption, not data: distribution and transmission losses of a residential secondary meter, as a share of metered energy bought again at the load-zone price. ERCOT publishes the settlement loss factors per interval.',
  },
  {
    attributeName: 'rec_price_usd_per_mwh',
    value: 1.5,
    display: '1.50 $/MWh',
    description:
      "Stated assumption, not data: price of a Texas renewable energy credit (1 MWh), applied to the product's renewable share of the metered volume.",
  },
  {
    attributeName: 'margin_usd_per_mwh',
    value: 8,
    display: '8.00 $/MWh',
    description: 'Stated assumption, not data: retail margin per MWh of metered volume.',
  },
];

/** Component codes, in ledger order. */
export const COMPONENT_CODES = ['ENERGY', 'LOSSES', 'ANCILLARY', 'TDU_CUSTOMER', 'TDU_DELIVERY', 'REC', 'MARGIN'] as const;
/** A component code. */
export type ComponentCode = (typeof COMPONENT_CODES)[number];

/** A component of the catalogue (spec part 2 §3 "Components", plus its group for Product-Component). */
export interface ComponentDef {
  code: ComponentCode;
  name: string;
  description: string;
  /** Granularity code of spec part 2 §9 at which it is computed. */
  granularity: 'PT1H' | 'P1M';
  level: 'Supply' | 'Delivery' | 'Retail';
  /** Unit of its rate. */
  uom: string;
  /** Where its rate comes from: a price curve, a TDU tariff, a stated attribute. */
  inputType: 'curve' | 'tariff' | 'attribute';
  componentGroup: 'Energy' | 'Wholesale adders' | 'TDU pass-through' | 'Retail';
  /** How it is computed (the Formulae table); `{...}` are filled per product. */
  formula: string;
}

/** The seeded components. */
export const COMPONENTS: readonly ComponentDef[] = [
  {
    code: 'ENERGY', name: 'Energy', granularity: 'PT1H', level: 'Supply', uom: '$/MWh', inputType: 'curve', componentGroup: 'Energy',
    description: "Wholesale energy at the ERCOT day-ahead settlement point price of the meter's load zone, hour by hour.",
    formula: 'sum over hours h of volume_kWh[h] / 1000 x DAM_price[load zone of market][h] ($/MWh)',
  },
  {
    code: 'LOSSES', name: 'Losses', granularity: 'PT1H', level: 'Supply', uom: 'factor', inputType: 'attribute', componentGroup: 'Wholesale adders',
    description: 'Energy lost between the load zone and the meter, bought again at the same hourly price.',
    formula: 'loss_factor x sum over hours h of volume_kWh[h] / 1000 x DAM_price[load zone of market][h]',
  },
  {
    code: 'ANCILLARY', name: 'Ancillary services', granularity: 'PT1H', level: 'Supply', uom: '$/MWh', inputType: 'attribute', componentGroup: 'Wholesale adders',
    description: 'ERCOT ancillary-service cost allocated to load, per MWh.',
    formula: 'volume_MWh x ancillary_services_usd_per_mwh',
  },
  {
    code: 'TDU_CUSTOMER', name: 'TDU customer charge', granularity: 'P1M', level: 'Delivery', uom: '$/month', inputType: 'tariff', componentGroup: 'TDU pass-through',
    description: "The TDU's monthly customer and metering charge, prorated by the days of the month in the date range.",
    formula: '{tduCustomer} $/month of {tdu} x days in range / days in month',
  },
  {
    code: 'TDU_DELIVERY', name: 'TDU delivery charge', granularity: 'P1M', level: 'Delivery', uom: 'cents/kWh', inputType: 'tariff', componentGroup: 'TDU pass-through',
    description: "The TDU's per-kWh delivery charge.",
    formula: 'volume_kWh x {tduPerKwh} cents/kWh of {tdu} / 100',
  },
  {
    code: 'REC', name: 'Renewable energy credits', granularity: 'P1M', level: 'Retail', uom: '$/MWh', inputType: 'attribute', componentGroup: 'Retail',
    description: "Texas RECs retired for the product's renewable share of the volume.",
    formula: 'volume_MWh x {renewablePct} % renewable x rec_price_usd_per_mwh',
  },
  {
    code: 'MARGIN', name: 'Margin', granularity: 'P1M', level: 'Retail', uom: '$/MWh', inputType: 'attribute', componentGroup: 'Retail',
    description: 'Retail margin per MWh.',
    formula: 'volume_MWh x margin_usd_per_mwh',
  },
];
