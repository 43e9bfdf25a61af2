// A value a test file makes once, before its tests, and names at its top: `const t = useTestApp(...)` instead of
// `let t; beforeAll(...); afterAll(...)` spelled out in every file.
import { afterAll, beforeAll } from 'vitest';

/**
 * Makes the value in `beforeAll` (and disposes of it in `afterAll`, when `dispose` is given) and answers a stand-in
 * that reads through to it. The stand-in works from the first hook or test on; read at the top level of the file,
 * before `beforeAll` ran, it throws. Hooks run in the order they are registered, so a later `madeBeforeAll` may use
 * an earlier one's value.
 */
export function madeBeforeAll<T extends object>(
  make: () => Promise<T>,
  dispose?: (value: T) => Promise<void>,
): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  });
  if (dispose) {
    afterAll(async () => {
      if (made) await dispose(made);
    });
  }
  const value = (): T => {
    if (made === undefined) throw new Error('used before beforeAll made it: read it inside a hook or a test');
    return made;
  };
  return new Proxy({} as T, {
    get(_target, key) {
      const real = value();
      const property: unknown = Reflect.get(real, key);
      // A method keeps its own object as `this` (a class's private fields are not reachable through the stand-in).
      return typeof property === 'function' ? property.bind(real) : property;
    },
    has: (_target, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor(_target, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(value(), key);
      // The stand-in's own target is empty, so it may only report configurable properties.
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}
