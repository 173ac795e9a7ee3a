export * from './exploreObject';
export * from './forecastCardView';
export * from './forecastList';
export * from './persistSelection';
