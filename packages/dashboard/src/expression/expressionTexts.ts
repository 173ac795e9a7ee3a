/**
 * Texts of the expression editor and the calculators (the spec gives these no words; they are
 * the product's own).
 */
export const expressionTexts = {
  menuLabel: 'Series and calculators',
  noMatch: 'No series match',
  empty: 'Type @ to add a series',
  valid: 'The expression is valid',
  seriesGroup: 'Series',
  calculatorsGroup: 'Calculators',
} as const;
