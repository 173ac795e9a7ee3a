/** The dashboard of `pnpm bench:dashboard`. */
const MARKETS = ['COAST', 'EAST', 'FWEST', 'NORTH', 'NCENT', 'SOUTH', 'SCENT', 'WEST', 'ERCOT', 'COAST', 'NORTH', 'SOUTH'];
const STATIONS = [
  { id: 'HOU', label: 'Houston' },
  { id: 'DFW', label: 'Dallas-Fort Worth' },
  { id: 'AUS', label: 'Austin' },
];
const YEAR = { from: { dateType: 'fixed', value: '2021-01-01' }, to: { dateType: 'fixed', value: '2021-12-31' } };

function marketFilter(market: string) {
  return [{ name: 'market', title: 'Market', items: [{ id: market, label: market, isChecked: true }] }];
}

function loadSeries(kind: 'actual' | 'backcast', label: string, market: string) {
  return {
    id: `load|${kind}|${market}`, label: `${market} ${label}`, type: 'power load', axisId: 'primary_axis',
    calculationOptions: ['Sum', 'Avg', 'Min', 'Max'], selectedCalculation: 'Sum', selectedFilters: marketFilter(market),
    extras: { series: kind },
  };
}

/** The benchmark's dashboard: 12 cards x 3 series (two load series of a market, one station's temperature), 2021, hourly. */
export function dashboardBody() {
  const cards = MARKETS.map((market, i) => {
    const station = STATIONS[i % STATIONS.length]!;
    return {
      id: `bench-card-${i}`,
      title: `${market} 2021`,
      visualization: 'MultiAxis',
      group: 'Hourly',
      layout: { x: (i % 2) * 6, y: Math.floor(i / 2) * 2, w: 6, h: 2 },
      dataSeries: [
        loadSeries('actual', 'Stitched Actual', market),
        loadSeries('backcast', 'Backcast', market),
        {
          id: `weather|${station.id}|Actual`, label: `${station.label} Actual Temperature`, type: 'temperature', axisId: 'secondary_axis',
          calculationOptions: ['Avg', 'Min', 'Max'], selectedCalculation: 'Avg',
          extras: { station: station.id, stationLabel: station.label, series: 'Actual' },
        },
      ],
    };
  });
  return {
    name: 'Benchmark: 12 cards x 3 series x 2021 hourly',
    description: '',
    configId: 'ercot-power-short-term',
    cards,
    settings: { calculators: [], timezone: 'America/Chicago', is_hour_ending: false, date_range: YEAR },
  };
}

