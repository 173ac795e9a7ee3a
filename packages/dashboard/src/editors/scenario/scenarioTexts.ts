/** Texts of the scenario editor (spec part 1 §2 "Scenario dashboard"). */
export const scenarioTexts = {
  /** Heading of the left panel. */
  heading: 'Data series',
  /** Legend of the scenario choice. */
  scenarios: 'Scenarios',
  /** Label of the optional split of a scenario series. */
  groupBy: 'Group by',
  /** The Group by choice for no split. */
  noGroup: 'None',
  /** Sub-heading of the scenario items. */
  items: 'Scenario items',
  /** Shown when no scenario is chosen. */
  chooseScenario: 'Choose at least one scenario',
  /** Shown when the datasource holds no item. */
  noItems: 'No scenario items',
  /** Button appending the Meter Map card. */
  addMeterMap: 'Add Meter Map',
} as const;
