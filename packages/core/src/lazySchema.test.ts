import * as z from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { lazySchema } from './lazySchema';
import { cardSchema } from './schemas/card.schema';

describe('lazySchema', () => {
  it('builds the schema once, on its first use, not when defined', () => {
    const build = vi.fn(() => z.object({ id: z.string().max(3) }));
    const schema = lazySchema(build);
    const nested = lazySchema(() => z.object({ items: z.array(schema) }));
    expect(build).not.toHaveBeenCalled();
    expect(nested.parse({ items: [{ id: 'a' }] })).toEqual({ items: [{ id: 'a' }] });
    expect(schema.safeParse({ id: 'abcd' }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('is the schema to every caller: shape, extend, instanceof, inference and errors', () => {
    const base = lazySchema(() => z.object({ id: z.string(), size: z.number().int().min(1) }));
    expect(Object.keys(base.shape)).toEqual(['id', 'size']);
    expect(base).toBeInstanceOf(z.ZodType);
    const extended = base.extend({ label: z.string().default('x') });
    const value: z.infer<typeof extended> = extended.parse({ id: 'a', size: 2 });
    expect(value).toEqual({ id: 'a', size: 2, label: 'x' });
    const refused = base.safeParse({ id: 'a', size: 0 });
    expect(refused.success ? [] : refused.error.issues.map((i) => i.path.join('.'))).toEqual(['size']);
  });

  it("holds core's own schemas: a card parses with its defaults", () => {
    const card = cardSchema.parse({ id: 'c1', title: 'Load' });
    expect(card.layout).toEqual({ x: 1, y: 1, w: 6, h: 2 });
  });
});
