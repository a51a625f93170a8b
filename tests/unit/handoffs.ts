/**
 * What the calculator page's link script does with `handoff` (src/pages/[game]/calculators/[calc].astro:
 * a link whose `derive` gives null is hidden), in node, for the unit tests.
 */
import type { CalculatorDef } from '../../src/lib/calculator.ts';

/** Which handoff links a page with this query shows, in the order of `def.handoff`: false where `derive` hides it (null). */
export function handoffsOffered(def: CalculatorDef, q: URLSearchParams | Record<string, string>): boolean[] {
  const params = q instanceof URLSearchParams ? q : new URLSearchParams(q);
  return (def.handoff ?? []).map((h) => !h.derive || h.derive(params) !== null);
}
