/**
 * A schema built on first use: `lazySchema(() => z.object({...}))` is the schema itself to every
 * caller (parse, safeParse, shape, extend, `z.infer`, nesting in another schema), but zod builds
 * it only when something first reads it. Core defines several hundred schemas (every entity and
 * answer of both spec documents); a page uses a few dozen, and building them all when the package
 * is imported held a browser's first screen back by tens of ms (zod builds each method of each
 * schema instance up front).
 *
 * @param build - returns the schema; called once, on the first read of any property
 * @returns a stand-in that forwards every read, write and reflection to the built schema
 * @example export const cardSchema = lazySchema(() => z.object({ id: z.string() }));
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(schema(), key),
    set: (_target, key, value) => Reflect.set(schema(), key, value),
    has: (_target, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // The stand-in's own target has none of the schema's properties: each is reported configurable.
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_target, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_target, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
