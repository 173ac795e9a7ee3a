import { describe, expect, it } from 'vitest';
import { legendNames } from './legendNames';

describe('legendNames', () => {
  it('says the shared leading words once and keeps what tells each name apart', () => {
    const zones = ['Coast', 'East', 'Far West', 'North', 'North Central', 'South Central', 'Southern', 'West', 'Total'];
    expect(legendNames(zones.map((z) => `Stitched Actual native load of ${z}`))).toEqual({ caption: 'Stitched Actual native load of', names: zones });
  });

  it('shows whole names for fewer than three series, one shared word, or a name that would be left empty', () => {
    expect(legendNames(['Load of Coast', 'Load of East'])).toEqual({ caption: null, names: ['Load of Coast', 'Load of East'] });
    expect(legendNames(['Load Coast', 'Load East', 'Load West'])).toEqual({ caption: null, names: ['Load Coast', 'Load East', 'Load West'] });
    // 'Load of Coast' is all shared with 'Load of Coast backcast': it keeps its last word.
    expect(legendNames(['Load of Coast', 'Load of Coast backcast', 'Load of Coast forecast'])).toEqual({
      caption: 'Load of',
      names: ['Coast', 'Coast backcast', 'Coast forecast'],
    });
    expect(legendNames(['Actual load', 'Backcast', 'Houston temperature']).caption).toBeNull();
  });

  it('cuts at whole words only', () => {
    expect(legendNames(['Houston temperature', 'Houston temp. forecast', 'Houston temp. backcast']).caption).toBeNull();
    expect(legendNames(['A B Coastal', 'A B Coast', 'A B Coasts'])).toEqual({ caption: 'A B', names: ['Coastal', 'Coast', 'Coasts'] });
  });
});
