/**
 * Steps 7-8 of the combat calculator, on every result: the leader casualty chances (13.12) and each
 * side's Battle Impact DRM (13.13.3). What follows the CRT roll is victor-step.ts, the penalty tracks
 * tracks-step.ts.
 */
import type { Step, Values } from '../../../../lib/calculator.ts';
import { bool, num, signed } from '../../../../lib/calculator.ts';
import { fill } from '../../../../lib/words.ts';
import { Fraction } from '../../../../lib/fraction.ts';
import { battleImpactDrm, casualtyCap, casualtyChance, casualtyCount } from '../../combat/aftermath.ts';
import type { P, Sd } from './fields.ts';
import { SIDES } from './fields.ts';
import type { AfterArtillery } from './state.ts';
import { pct } from './state.ts';
import { SAY } from './say.ts';

export function aftermathReport(v: Values, S: Record<P, Sd>, { lost, artDrm }: AfterArtillery, steps: Step[], after: string[]) {
  const rolled = bool(v, 'rolled');
  // Step 7: leaders
  steps.push({ label: SAY.casualtyRolls, value: fill(SAY.casualtyChances, { division: pct(casualtyChance('division')), corps: pct(casualtyChance('corps')), army: pct(casualtyChance('army')) }), rules: ['13.12', '13.12.1'] });
  for (const [p, n] of SIDES) {
    const leaders = { division: num(v, `${p}-ndiv`), corps: num(v, `${p}-corps`), army: num(v, `${p}-armies`) };
    if (leaders.division + leaders.corps + leaders.army === 0) continue;
    const capN = casualtyCap(rolled ? num(v, `${p}-closs`) : 0);
    const dist = casualtyCount(leaders, capN);
    const atLeastOne = Fraction.ONE.sub(dist[0]!);
    steps.push({
      label: fill(SAY.leadersChance, { side: n, cap: capN, unrolled: rolled ? '' : SAY.unrolledCap }),
      value: pct(atLeastOne),
      rules: ['13.12'],
    });
  }
  after.push(SAY.leaderCasualties);
  // Step 8: Battle Impact DRMs
  const o = (p: P): P => (p === 'a' ? 'd' : 'a');
  for (const [p, n] of SIDES) {
    const bi = battleImpactDrm({
      leadership: num(v, `${p}-bil`), terrain: num(v, 'bit'), anyReserveLeft: S[p].res > 0, anyFrancTireurLeft: S[p].ft > 0,
      concentric: p === 'a' ? num(v, 'conc') : 0, opponentArtilleryDrm: artDrm[o(p)] > 0, artilleryLosses: lost[p],
    });
    steps.push({ label: fill(SAY.battleImpactDrm, { side: n }) + (bi.lines.length ? ` (${bi.lines.map((l) => `${l.label} ${signed(l.value)}`).join(', ')})` : ''), value: signed(bi.total), rules: ['13.13.3'] });
  }
  if (S.a.res + S.d.res + S.a.ft + S.d.ft > 0) after.push(SAY.reserveDrms);
  after.push(SAY.battleImpactRoll);
}
