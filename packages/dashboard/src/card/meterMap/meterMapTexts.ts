/** Texts of the Meter Map card. */
export const meterMapTexts = {
  search: 'Search',
  searchPlaceholder: 'Meter id',
  back: 'Back',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  selectArea: 'Select area',
  clearArea: 'Clear area',
  colour: 'Colour',
  size: 'Size',
  loading: 'Loading map',
  noContext: 'A meter map needs the dashboard it is on',
  meterNotFound: (id: string) => `No meter ${id} on the map`,
  mapLabel: (n: number, filtered: boolean) => `Map with ${n} meters${filtered ? ', filtered' : ''}`,
  placement: (datasource: string, latitude: string, longitude: string) => `Meters are placed at the ${latitude} and ${longitude} ${datasource} holds for them.`,
} as const;
