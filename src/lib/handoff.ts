/**
 * Handoff links that depend on a calculator's inputs. Apart from calculator.ts
 * on purpose: that module is shared by every calculator page, and this code is
 * needed only by the games that use it (it lands in their own chunk).
 */
import { parseQuery, type CalculatorDef, type Values } from './calculator.ts';

/**
 * A handoff `derive` that hides its link unless `offer` holds for the page's inputs; inputs with errors
 * compute nothing, so they hide nothing either. Runs in the page's link script (no island code).
 */
export const offeredWhen = (def: () => CalculatorDef, offer: (v: Values) => boolean) => (q: URLSearchParams): Record<string, string> | null => {
  const { values, errors } = parseQuery(def(), q);
  return Object.keys(errors).length > 0 || offer(values) ? {} : null;
};
