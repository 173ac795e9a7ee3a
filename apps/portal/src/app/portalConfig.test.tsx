import { describe, expect, it } from 'vitest';
import { parseExternalLinks } from './portalConfig';

describe('parseExternalLinks', () => {
  it('keeps http(s) links by product key', () => {
    expect(parseExternalLinks('{"dataWorkbench":"https://wb.example.com/x","loadScheduling":"http://10.0.0.5:8080/"}')).toEqual({
      dataWorkbench: 'https://wb.example.com/x',
      loadScheduling: 'http://10.0.0.5:8080/',
    });
  });

  it('drops anything that is not an http(s) URL, and unreadable settings', () => {
    expect(parseExternalLinks('{"a":"javascript:alert(1)","b":"not a url","c":42,"d":"https://ok.example.com/"}')).toEqual({ d: 'https://ok.example.com/' });
    expect(parseExternalLinks('[1,2]')).toEqual({});
    expect(parseExternalLinks('{oops')).toEqual({});
    expect(parseExternalLinks(undefined)).toEqual({});
  });
});
