/**
 * Where an Overview card's View Source leads, by its dashboard's type (spec part 1 section 2
 * "Home Overview"): prod_load_forecast → /demand/load-forecast/dashboard/{id},
 * prod_demand_analytics → /demand/demand-analytics/dashboard/{id}, prod_risk_management →
 * /risk/risk-management/dashboard/{id}, prod_data_insights → /insights/data-insights/dashboard/{id},
 * any other type → /.
 *
 * @example viewSourcePath('prod_risk_management', 'd-42') // '/risk/risk-management/dashboard/d-42'
 */
export function viewSourcePath(dashboardType: string | undefined, dashboardId: string): string {
  const base = dashboardType ? DASHBOARD_ROUTES[dashboardType] : undefined;
  return base ? `${base}/${encodeURIComponent(dashboardId)}` : '/';
}

const DASHBOARD_ROUTES: Readonly<Record<string, string>> = {
  prod_load_forecast: '/demand/load-forecast/dashboard',
  prod_demand_analytics: '/demand/demand-analytics/dashboard',
  prod_risk_management: '/risk/risk-management/dashboard',
  prod_data_insights: '/insights/data-insights/dashboard',
};
