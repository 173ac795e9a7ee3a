import { CONFIG_TABLE_FILTERS, CONFIG_TABLES } from '@loadline/core';
import { describe, expect, it } from 'vitest';
import { CONFIG_TABLE_META } from './configTables';

describe('configuration filters (spec part 2 §3)', () => {
  it('the Filters panel offers exactly the filters the API restricts, per table', () => {
    for (const table of CONFIG_TABLES) {
      expect([...CONFIG_TABLE_FILTERS[table]].sort(), table).toEqual(Object.keys(CONFIG_TABLE_META[table].filters).sort());
    }
  });
});
