/**
 * Metz 1870 Assault Combat calculator: SP, Assault Differential, odds band,
 * every 12.5 shift, the final ACRT column and, from the cells known or
 * entered from the player's card, the exact d10 outcome on that column.
 */
import type { CalcContext, CalcResult, CalculatorDef, Values } from '../../../lib/calculator.ts';
import { bool, num, str, pick } from '../../../lib/calculator.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { readsCharts } from '../../../lib/user-chart-check.ts';
import { parsePrintedSp, resolveAssault } from '../assault/resolve.ts';
import type { AssaultInput, AssaultSettings, AssaultUnit, Morale, UnitType, Weight } from '../assault/resolve.ts';
import { assaultFields, TICK_IDS, validateAssault } from '../assault/fields.ts';
import { assaultReport } from '../assault/report.ts';
import { SAY } from '../assault/say.ts';
import type { LossRequest } from '../assault/report.ts';
import { ACRT } from '../assault/results.ts';
import { CONDITION } from '../assault/shifts.ts';
import { SERVER } from '../../../lib/words.ts';


function unitFrom(v: Values, p: string, name: string): AssaultUnit | null {
  const printed = parsePrintedSp(str(v, `${p}-sp`));
  if (!printed) return null;
  const type = pick<UnitType>(v, `${p}-type`, ['infantry', 'cavalry', 'artillery']);
  const charge = type === 'cavalry' ? str(v, `${p}-charge`) : 'none';
  return {
    name,
    type,
    printed,
    morale: pick<Morale>(v, `${p}-morale`, ['none', 'shaken', 'disrupted']),
    tcr: num(v, `${p}-tcr`),
    charge: charge === 'none' ? null : pick<Weight>(v, `${p}-charge`, ['light', 'medium', 'heavy']),
  };
}

/** The typed input and readings of one calculator query. */
export function assaultFromValues(v: Values): { input: AssaultInput; settings: AssaultSettings } {
  const lead = [unitFrom(v, 'l1', 'first unit'), unitFrom(v, 'l2', 'second unit')].filter((u): u is AssaultUnit => u !== null);
  const defenders = [unitFrom(v, 'd1', 'first unit'), unitFrom(v, 'd2', 'second unit')].filter((u): u is AssaultUnit => u !== null);
  const hexes = num(v, 'hexes');
  const slope = str(v, 'slope');
  const works = str(v, 'works');
  return {
    input: {
      lead,
      defenders,
      supportSp: hexes >= 2 ? new Fraction(num(v, 'support')).add(new Fraction(bool(v, 'support-half') ? 1 : 0, 2)) : Fraction.ZERO,
      hexes,
      twoApart: hexes === 2 && bool(v, 'apart'),
      ticked: TICK_IDS.filter((id) => bool(v, `s-${id}`)),
      slope: slope === 'f' || slope === 'g' ? slope : null,
      works: works === 'n' || works === 'o' ? works : null,
      duskOrDawn: bool(v, 'dusk'),
    },
    settings: {
      gaps: pick(v, 'odds-gaps', ['defender', 'attacker'] as const),
      oddsScope: pick(v, 'odds-scope', ['always', 'support-only'] as const),
      adRounding: pick(v, 'ad-round', ['truncate', 'floor'] as const),
      works: pick(v, 'works-reading', ['separate', 'terrain'] as const),
    },
  };
}

const def: CalculatorDef = {
  id: 'assault',
  ...readsCharts(ACRT),
  fields: assaultFields,
  validate(v: Values) {
    const e = validateAssault(v);
    if (Object.keys(e).length) return e;
    const { input } = assaultFromValues(v);
    const r = resolveAssault(input);
    if (r.lead.every((u) => u.excluded)) e['l1-sp'] = SAY.noAttacker;
    return e;
  },
  compute(v: Values, ctx?: CalcContext): CalcResult {
    const { input, settings } = assaultFromValues(v);
    const a = resolveAssault(input, settings);
    const n = num(v, 'lp-n');
    const manual: LossRequest | null =
      n > 0 ? { loss: { kind: 'loss', loser: pick(v, 'lp-side', ['D', 'A'] as const), lp: n, star: bool(v, 'lp-star'), tenacious: bool(v, 'lp-tenacious') }, units: num(v, 'lp-units') === 2 ? 2 : 1, from: 'the fields' } : null;
    const count = (xs: unknown[]): 1 | 2 => (xs.length >= 2 ? 2 : 1);
    return assaultReport(a, ctx?.charts['assault-crt'], num(v, 'roll'), manual, {
      A: count(a.lead.filter((u) => !u.excluded)),
      D: count(input.defenders),
    });
  },
  ...(SERVER && {
    title: 'Assault combat',
    summary: 'Assault Differential, odds band, every column shift and the final ACRT column; the roll’s result from your own card, the ways to take Loss Points and the Tough Fight odds.',
    rules: ['12.2', '12.4', '12.5', '12.6', '12.7', '12.7.1', '12.7.2', '12.7.3', '11.6.1', '2.3'],
    phrases: [SAY, CONDITION.set],
  }),
};

export default def;
