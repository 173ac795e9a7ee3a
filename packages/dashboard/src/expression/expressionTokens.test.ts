import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterOptions, mentionQuery, nextToken, tokensToValue, valueToTokens, type ExprToken } from './expressionTokens';

describe('expression tokens', () => {
  it('store chips as @{token} with the map, and read them back', () => {
    const tokens: ExprToken[] = [
      { kind: 'chip', token: 's1', id: 'coast', label: 'COAST', selectedOption: 'Sum' },
      { kind: 'text', text: ' / ' },
      { kind: 'chip', token: 's2', id: 'ercot', label: 'ERCOT', selectedOption: 'Max' },
      { kind: 'text', text: ' * 100' },
    ];
    const value = tokensToValue(tokens);
    expect(value).toEqual({ expression: '@{s1} / @{s2} * 100', expressionDataIdMap: { s1: { id: 'coast', selectedOption: 'Sum' }, s2: { id: 'ercot', selectedOption: 'Max' } } });
    expect(valueToTokens(value, (id) => id.toUpperCase())).toEqual(tokens);
  });

  it('round-trips any list of texts without @ and chips', () => {
    const text = fc.string({ minLength: 1, maxLength: 8 }).filter((s) => !s.includes('@') && !s.includes('{') && !s.includes('}')).map((t): ExprToken => ({ kind: 'text', text: t }));
    fc.assert(fc.property(fc.array(fc.oneof(text, fc.constant(null)), { maxLength: 12 }), (parts) => {
      const tokens: ExprToken[] = [];
      parts.forEach((p) => {
        if (p) {
          const last = tokens[tokens.length - 1];
          if (last?.kind === 'text' && p.kind === 'text') last.text += p.text;
          else tokens.push({ ...p });
        } else tokens.push({ kind: 'chip', token: nextToken(tokens), id: 'x', label: 'x', selectedOption: 'Sum' });
      });
      expect(valueToTokens(tokensToValue(tokens), () => 'x')).toEqual(tokens);
    }));
  });

  it("finds the '@' search before the caret, closes on a space or an operator", () => {
    expect(mentionQuery('@{s1} / @Sti')).toBe('Sti');
    expect(mentionQuery('@')).toBe('');
    expect(mentionQuery('@{s1} / ')).toBeNull();
    expect(mentionQuery('@Sti ')).toBeNull();
    expect(mentionQuery('1 + 2')).toBeNull();
    // With the menu's labels, a multi-word search stays open while a label contains it.
    const labels = ['Coast (Houston) Stitched Actual', 'ERCOT total Stitched Actual'];
    expect(mentionQuery('@coast (h', labels)).toBe('coast (h');
    expect(mentionQuery('@ercot total st', labels)).toBe('ercot total st');
    expect(mentionQuery('@coast / ', labels)).toBeNull();
    expect(mentionQuery('@Sti ', [])).toBeNull();
    expect(filterOptions([{ id: 'a', label: 'COAST Stitched Actual', defaultOption: 'Sum' }, { id: 'b', label: 'Backcast', defaultOption: 'Sum' }], 'stit').map((o) => o.id)).toEqual(['a']);
  });
});
