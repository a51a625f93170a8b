/**
 * Words as HTML. What a page says that does not change with the player's
 * inputs (a field's label, help, rule links and readings; a calculator's title
 * and summary; a fixed note) is rendered by the page on the server and reaches
 * the player as HTML. The game modules the islands load keep logic, and the
 * words that depend on the inputs.
 *
 * A module keeps such words beside the logic they describe, written as
 * `...(SERVER && { label: '…', help: '…' })`. `SERVER` is
 * `import.meta.env.SSR`, which the build replaces by a constant: true in the
 * server build and in tests, false in the browser's, where the minifier then
 * drops the words entirely. `tests/dist/words.test.ts` checks on the built
 * site that none of them reached the browser's scripts. Whole lines a result says
 * (a note, an action) are written with phrases() of lib/calculator.ts.
 */
export const SERVER: boolean = import.meta.env.SSR;

/** A word the server build must have: a page rendering words reads them through this. */
export function needWords<T>(v: T | undefined, what: string): T {
  if (v === undefined) throw new Error(`${what} has no words (words exist only in the server build)`);
  return v;
}

