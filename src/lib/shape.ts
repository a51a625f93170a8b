/**
 * A tiny checker of the shape of stored data (a save's machine context):
 * whole numbers in a range, one of a few values, arrays, records, optional
 * and null. Zod would do it, but Zod must not reach the browser (the Metz
 * checklist has a few hundred bytes to spare); this is about 200. A shape
 * says whether a value fits it.
 */
export type Shape = (v: unknown) => boolean;

export const int =
  (min: number, max: number): Shape =>
  (v) =>
    Number.isInteger(v) && (v as number) >= min && (v as number) <= max;
export const oneOf =
  (...xs: unknown[]): Shape =>
  (v) =>
    xs.includes(v);
export const bool: Shape = oneOf(true, false);
export const optional =
  (s: Shape): Shape =>
  (v) =>
    v === undefined || s(v);
export const nullable =
  (s: Shape): Shape =>
  (v) =>
    v === null || s(v);
/** An object with these keys (others are ignored). */
export const object =
  (shape: Record<string, Shape>): Shape =>
  (v) =>
    !!v && typeof v === 'object' && !Array.isArray(v) && Object.keys(shape).every((k) => shape[k]!((v as Record<string, unknown>)[k]));
/** An object with exactly these keys, each of one shape (a count per side, per chit kind). */
export const record = (keys: readonly string[], s: Shape): Shape => object(Object.fromEntries(keys.map((k) => [k, s])));
export const array =
  (s: Shape, max: number): Shape =>
  (v) =>
    Array.isArray(v) && v.length <= max && v.every((x) => s(x));
