import { describe, expect, it } from 'vitest';
import * as texts from './texts';

describe('spec texts are verbatim', () => {
  it('keeps the spec spelling', () => {
    expect(texts.TEXT_DATASET_TOO_LARGE).toContain('is to large to display here :(');
    expect(texts.TEXT_INPUT_VALUES_NOT_LOADED).toBe(
      "Values for the inputs could't be loaded. Please, check your conection and/or try again in a few moments",
    );
    expect(texts.TEXT_GRID_MANAGEMENT_IN_DEVELOPMENT).toBe('Grid Edge Mangement Content In Development');
    expect(texts.TEXT_CANNOT_DELETE_DASHBOARD).toBe('Cannot delete dashboard - You cannot delete dashboards that you are currently sharing.');
    expect(texts.TEXT_NO_PROCESS_TIME).toBe('No "process time" specified for the request');
    expect(texts.JOB_TABLE_COLUMNS).toContain('Date inititated');
  });

  it('formats the parameterised texts', () => {
    expect(texts.unitsMismatchText('Load', 'Temperature KIAH')).toBe('Load does not share units with Temperature KIAH');
    expect(texts.jobCreatedText('ana_1717171717')).toBe('Job with name: ana_1717171717 was created');
    expect(texts.importSkippedText(120, 3)).toBe('From the 120 rows on the file, 3 have not be imported as are duplicates or have errors');
    expect(texts.noDatasourceText('Load Zone')).toBe('ERROR: No Datasource provided for Level: Load Zone');
    expect(texts.dashboardNotFoundText('d42')).toBe('DASHBOARD d42 NOT FOUND');
    expect(texts.noConfigurationText('prod_risk_management')).toBe('No configuration for prod_risk_management dashboards has been found');
    expect(texts.jobCompletedText('2024-07-01 10:00', 'success')).toBe('Completed 2024-07-01 10:00 status: success');
  });

  it('has no duplicated text under two names', () => {
    const values = Object.values(texts as Record<string, unknown>).filter((v): v is string => typeof v === 'string');
    expect(new Set(values).size).toBe(values.length);
  });
});
