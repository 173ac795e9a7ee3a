// What the benchmark page takes from the package: the public chart entry and the light theme.
export { LineChart, type ChartSeries } from '../../packages/ui/src/charts/index';
export { lightThemeClass } from '../../packages/ui/src/theme/themes.css';
