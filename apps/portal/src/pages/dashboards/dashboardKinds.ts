import type { DashboardCategory } from '@loadline/core';

/**
 * The portal's dashboard areas (spec part 1 §2 routes, part 2 §2): the dashboard type each area
 * lists, its base route and the categories it supports (null: every category of its type).
 */
export interface DashboardKind {
  /** Dashboard type of GET /user/v1/user/dashboards/?type=, e.g. 'prod_load_forecast'. */
  type: string;
  /** Route of the dashboard list; a dashboard is at `${basePath}/{dashboardId}`. */
  basePath: string;
  /** Categories the area shows; another category gets the unsupported-category message. */
  categories: readonly DashboardCategory[] | null;
  /** Title of the area. */
  title: string;
}

/** Load Forecast dashboards (spec part 1 §2). */
export const LOAD_FORECAST: DashboardKind = {
  type: 'prod_load_forecast',
  basePath: '/demand/load-forecast/dashboard',
  categories: null,
  title: 'Load Forecast',
};

/** Demand Analytics dashboards (spec part 1 §2). */
export const DEMAND_ANALYTICS: DashboardKind = {
  type: 'prod_demand_analytics',
  basePath: '/demand/demand-analytics/dashboard',
  categories: null,
  title: 'Demand Analytics',
};

/** Risk Management dashboards: categories nop and supplyAndMarkToMarket (spec part 2 §2). */
export const RISK_MANAGEMENT: DashboardKind = {
  type: 'prod_risk_management',
  basePath: '/risk/risk-management/dashboard',
  categories: ['nop', 'supplyAndMarkToMarket'],
  title: 'Risk Management',
};

/** Meter Insights (data insights) dashboards: category dataInsights (spec part 2 §2). */
export const DATA_INSIGHTS: DashboardKind = {
  type: 'prod_data_insights',
  basePath: '/insights/data-insights/dashboard',
  categories: ['dataInsights'],
  title: 'Meter Insights',
};
