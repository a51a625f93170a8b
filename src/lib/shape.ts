/**
 * A tiny checker of the shape of stored data (a save's machine context):
 * whole numbers in a range, one of a few values, arrays, records, optional
 * and null. Zod would do it, but Zod must not reach the browser; this is a
 * few hundred bytes. A shape returns undefined when the value fits, else the
 * path of the first part that does not ('' for the value itself).
 */
export type Shape = (v: unknown) => string | undefined;

const fits = (ok: boolean): string | undefined => (ok ? undefined : '');
const at = (k: string | number, p: string | undefined) => (p === undefined ? p : p ? `${k}.${p}` : String(k));

export const int =
  (min: number, max: number): Shape =>
  (v) =>
    fits(Number.isInteger(v) && (v as number) >= min && (v as number) <= max);
export const oneOf =
  (...xs: unknown[]): Shape =>
  (v) =>
    fits(xs.includes(v));
export const bool: Shape = oneOf(true, false);
export const optional =
  (s: Shape): Shape =>
  (v) =>
    v === undefined ? undefined : s(v);
export const nullable =
  (s: Shape): Shape =>
  (v) =>
    v === null ? undefined : s(v);
/** An object with these keys (others are ignored). */
export const object =
  (shape: Record<string, Shape>): Shape =>
  (v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return '';
    for (const k in shape) {
      const p = at(k, shape[k]!((v as Record<string, unknown>)[k]));
      if (p !== undefined) return p;
    }
  };
/** An object with exactly these keys, each of one shape (a count per side, per chit kind). */
export const record = (keys: readonly string[], s: Shape): Shape => object(Object.fromEntries(keys.map((k) => [k, s])));
export const array =
  (s: Shape, max: number): Shape =>
  (v) => {
    if (!Array.isArray(v) || v.length > max) return '';
    for (let i = 0; i < v.length; i++) {
      const p = at(i, s(v[i]));
      if (p !== undefined) return p;
    }
  };
