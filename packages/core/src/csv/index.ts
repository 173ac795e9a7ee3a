export { csvCell, csvQuote, csvValue } from './csv';
