/** The combat calculator's later sections: leaders, Battle Impact, the Victor (13.12-13.16) and the penalty tracks (13.17). */
import type { CalcContext, OutcomeTable, Step, Values } from '../../../../lib/calculator.ts';
import { bool, num, signed } from '../../../../lib/calculator.ts';
import { fill } from '../../../../lib/words.ts';
import { Fraction } from '../../../../lib/fraction.ts';
import type { CombatForce } from '../../combat/columns.ts';
import { combatSP } from '../../combat/columns.ts';
import { battleImpactDrm, casualtyCap, casualtyChance, casualtyCount, demoralizationLevels, extraDemoralizationLosses, victor } from '../../combat/aftermath.ts';
import { ASSAULT_DOCTRINE, boxRange, removalChance, TIME_FUSE, trackRollDue } from '../../combat/tracks.ts';
import { imperialCommandRolls, subjectToRecall } from '../../combat/leaders.ts';
import type { P, Sd } from './fields.ts';
import { french, SIDES } from './fields.ts';
import { SAY } from './say.ts';

export const pct = (f: Fraction) => `${f.toString()} (${f.toPercent()})`;

export function vSide(v: Values, p: P, g: CombatForce, crt: number, art: number, artDem: boolean, crtDem: boolean) {
  const left = combatSP(g) + g.cavalry;
  const levels = demoralizationLevels({ beganDemoralized: bool(v, `${p}-dem`), artilleryD: artDem, crtD: crtDem, outOfCombatSupply: bool(v, `${p}-sup`) });
  return { eliminated: crt >= left, usedDeathRide: bool(v, 'rolled') && bool(v, `${p}-ride`), spLost: art + Math.min(crt, left), levels, beganDemoralized: bool(v, `${p}-dem`) };
}

export function aftermathReport(v: Values, S: Record<P, Sd>, G: Record<P, CombatForce>, lost: Record<P, number>, artDrm: Record<P, number>, artD: Record<P, boolean>, steps: Step[], after: string[]) {
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
  // Step 9
  if (!rolled) {
    after.push(SAY.tickRolled);
    return;
  }
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

export function tracksReport(v: Values, ctx: CalcContext | undefined, inf: Record<P, number>, steps: Step[], tables: OutcomeTable[], notes: string[]) {
  const due = trackRollDue(inf.a, inf.d);
  for (const [key, chart, name, roller, rules] of [
    ['ad', ASSAULT_DOCTRINE, SAY.assaultDoctrine, SAY.prussian, ['13.8.2', '13.17']],
    ['tf', TIME_FUSE, SAY.timeFuse, SAY.french, ['15.1', '13.17']],
  ] as const) {
    if (!bool(v, key)) continue;
    if (!due) {
      steps.push({ label: fill(SAY.trackNotDue, { track: name }), value: SAY.trackNotDueValue, rules: [...rules] });
      continue;
    }
    const box = String(v[`${key}-box`]);
    const r = boxRange(chart, box, ctx?.charts?.[chart.id]);
    if (r.from === 'unknown') {
      steps.push({ label: fill(SAY.trackUnknown, { track: name, box, roller }), value: SAY.rangeUnknown, rules: [...rules] });
      notes.push(fill(SAY.trackNotInSource, { track: name, box }));
      continue;
    }
    const p = removalChance(r.range);
    const rangeText = r.range ? `${r.range[0]}-${r.range[1]}` : SAY.noRange;
    const src = r.from === 'user' ? SAY.yourChart : '';
    if (!r.range) steps.push({ label: fill(SAY.trackNoRange, { track: name, box, src }), value: SAY.trackNoRangeValue, rules: [...rules] });
    else steps.push({ label: fill(SAY.trackRoll, { track: name, box, range: rangeText, src, roller }), value: pct(p), rules: [...rules] });
    if (r.range) tables.push({ title: fill(SAY.trackTable, { track: name, roller }), columns: [{ label: SAY.outcome }, { label: SAY.probability, kind: 'prob' }], rows: [{ cells: [fill(SAY.penaltyEnds, { range: rangeText }), p], emphasis: true }, { cells: [SAY.markerMoves, Fraction.ONE.sub(p)] }], barColumn: 1 });
  }
}
