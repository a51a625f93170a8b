/**
 * Steps 9-10 of On To Paris! combat once the CRT is rolled (13.14-13.17): Demoralization levels, the
 * Victor, the retreat and the leader status checks; and the Victor of each pair of CRT results, for
 * its odds once the player's CRT cells are in. Loaded when either is asked for (lib/part.ts).
 */
import type { Step, Values } from '../../../../lib/calculator.ts';
import { bool, num } from '../../../../lib/calculator.ts';
import { fill } from '../../../../lib/words.ts';
import type { CombatForce } from '../../combat/columns.ts';
import { combatSP } from '../../combat/columns.ts';
import { demoralizationLevels, extraDemoralizationLosses, victor } from '../../combat/victor.ts';
import { imperialCommandRolls, subjectToRecall } from '../../combat/leaders.ts';
import type { P } from './fields.ts';
import { french, SIDES } from './fields.ts';
import type { AfterArtillery } from './state.ts';
import { SAY } from './say.ts';

/** One side as 13.15 weighs it: eliminated, a Death Ride, every SP lost, its Demoralization levels. */
function vSide(v: Values, p: P, g: CombatForce, crt: number, art: number, artDem: boolean, crtDem: boolean) {
  const left = combatSP(g) + g.cavalry;
  const levels = demoralizationLevels({ beganDemoralized: bool(v, `${p}-dem`), artilleryD: artDem, crtD: crtDem, outOfCombatSupply: bool(v, `${p}-sup`) });
  return { eliminated: crt >= left, usedDeathRide: bool(v, 'rolled') && bool(v, `${p}-ride`), spLost: art + Math.min(crt, left), levels, beganDemoralized: bool(v, `${p}-dem`) };
}

/** The Victor (13.15) after the CRT takes `crt` from each side: its SPs lost, and whether it gave a D. */
export function winner(v: Values, { G, lost, artD }: AfterArtillery, crt: Record<P, { sp: number; demoralized: boolean }>) {
  return victor(vSide(v, 'a', G.a, crt.a.sp, lost.a, artD.a, crt.a.demoralized), vSide(v, 'd', G.d, crt.d.sp, lost.d, artD.d, crt.d.demoralized)).winner;
}

/** Steps 9-10 from the CRT results entered: Demoralization levels, the Victor, the retreat; then 13.17's leader checks. */
export function afterTheRoll(v: Values, { G, lost, artD }: AfterArtillery, steps: Step[]) {
  const vs = { a: vSide(v, 'a', G.a, num(v, 'a-closs'), lost.a, artD.a, bool(v, 'a-cD')), d: vSide(v, 'd', G.d, num(v, 'd-closs'), lost.d, artD.d, bool(v, 'd-cD')) };
  for (const [p, n] of SIDES) steps.push({ label: fill(SAY.levels, { side: n }), value: `${vs[p].levels}${vs[p].levels > 1 ? fill(SAY.losesMore, { sp: extraDemoralizationLosses(vs[p].levels) }) : ''}`, rules: ['13.14', '13.14.3'] });
  const w = victor(vs.a, vs.d);
  steps.push({ label: fill(SAY.victorTest, { test: w.test, reason: w.reason.replace(/\.$/, '') }), value: w.winner === 'none' ? SAY.none : SAY[w.winner], rules: ['13.15'] });
  if (w.winner !== 'none') {
    const loser = w.winner === 'attacker' ? SAY.defender : SAY.attacker;
    const r = num(v, 'rzoi');
    steps.push({ label: fill(SAY.retreats, { side: loser }), value: String(r), rules: ['13.16', '13.16.1'] });
  }
  // 13.17 leader status, from the SPs entered (artillery and CRT)
  const fr: P = french(v, 'a') ? 'a' : 'd';
  const pr: P = fr === 'a' ? 'd' : 'a';
  const fl = vs[fr].spLost;
  const pl = vs[pr].spLost;
  const owed = imperialCommandRolls({ beforeFall: true, becameDemoralized: vs[fr].levels > (vs[fr].beganDemoralized ? 1 : 0), frenchLost: fl, prussianLost: pl, unconfirmed: 1 }) > 0;
  steps.push({ label: fill(SAY.imperialCommand, { french: fl, prussian: pl }), value: owed ? SAY.owed : SAY.notOwed, rules: ['5.6', '13.17'] });
  steps.push({ label: SAY.recall, value: subjectToRecall(pl, fl) ? SAY.yes : SAY.no, rules: ['5.5.1'] });
}
