/**
 * A part of a calculator's procedure that only some inputs need (artillery fired, a penalty track in
 * force, the CRT rolled): the browser loads it when an input first asks for it, so the page as it
 * opens pays only for the steps it shows. A module declares each part once,
 *
 *   const ARTILLERY = part(() => import('./combat/artillery-step.ts'));
 *   if (import.meta.env.SSR) await ARTILLERY.load(); // the server build and the tests have it at hand
 *
 * and its compute says use(ARTILLERY).artillery(…) where that step comes. use() gives the part's
 * module, or throws the promise of its loading (as a suspending component does): run() in
 * calculator.ts returns that promise as `pending`, and the island computes again when a part has
 * settled (the window's `adc:part` event: the island need not hold each promise).
 * A part that could not be loaded (the connection dropped, the site changed) is an error the page
 * shows as the result's failure, never a widget left waiting.
 *
 * A part must not import the module that declares it: that module waits for it as it loads (above).
 */
export interface Part<T> {
  /** starts loading the part's module, once: every call gives the same promise, settled when the module is there or has failed */
  load(): Promise<unknown>;
  mod?: T;
  failed?: boolean;
}

export function part<T>(importer: () => Promise<T>): Part<T> {
  let loading: Promise<unknown> | undefined;
  const p: Part<T> = {
    load: () =>
      (loading ??= importer()
        .then(
          (m) => (p.mod = m),
          () => (p.failed = true),
        )
        .then(() => globalThis.dispatchEvent?.(new Event('adc:part')))),
  };
  return p;
}

/** The part's module now, or the promise of it thrown (run() in calculator.ts catches it). */
export function use<T>(p: Part<T>): T {
  if (p.mod) return p.mod;
  if (p.failed) throw new Error('the code for these inputs could not be loaded (no connection?); reload the page');
  throw p.load();
}
