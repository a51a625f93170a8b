/** The combat calculator's later sections: leaders, Battle Impact, the Victor (13.12-13.16) and the penalty tracks (13.17). */
import type { CalcContext, OutcomeTable, Step, Values } from '../../../../lib/calculator.ts';
import { bool, num, signed } from '../../../../lib/calculator.ts';
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
  steps.push({ label: 'Leader casualty (if the Possibility roll calls for checks): 2D6 per leader', value: `Division 2-3 ${pct(casualtyChance('division'))}, Corps 3 ${pct(casualtyChance('corps'))}, Army 2 ${pct(casualtyChance('army'))}`, rules: ['13.12', '13.12.1'] });
  for (const [p, n] of SIDES) {
    const leaders = { division: num(v, `${p}-ndiv`), corps: num(v, `${p}-corps`), army: num(v, `${p}-armies`) };
    if (leaders.division + leaders.corps + leaders.army === 0) continue;
    const capN = casualtyCap(rolled ? num(v, `${p}-closs`) : 0);
    const dist = casualtyCount(leaders, capN);
    const atLeastOne = Fraction.ONE.sub(dist[0]!);
    steps.push({
      label: `${n}'s leaders: chance of at least one casualty (cap ${capN}${rolled ? '' : ', with 0-1 SP lost on the CRT'})`,
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
    steps.push({ label: `${n}'s Battle Impact DRM${bi.lines.length ? ` (${bi.lines.map((l) => `${l.label} ${signed(l.value)}`).join(', ')})` : ''}`, value: signed(bi.total), rules: ['13.13.3'] });
  }
  if (S.a.res + S.d.res + S.a.ft + S.d.ft > 0) after.push(SAY.reserveDrms);
  after.push(SAY.battleImpactRoll);
  // Step 9
  if (!rolled) {
    after.push(SAY.tickRolled);
    return;
  }
  const vs = { a: vSide(v, 'a', G.a, num(v, 'a-closs'), lost.a, artD.a, bool(v, 'a-cD')), d: vSide(v, 'd', G.d, num(v, 'd-closs'), lost.d, artD.d, bool(v, 'd-cD')) };
  for (const [p, n] of SIDES) steps.push({ label: `${n}: Demoralization levels`, value: `${vs[p].levels}${vs[p].levels > 1 ? `: loses ${extraDemoralizationLosses(vs[p].levels)} more SP` : ''}`, rules: ['13.14', '13.14.3'] });
  const w = victor(vs.a, vs.d);
  steps.push({ label: `Victor (test ${w.test}: ${w.reason.replace(/\.$/, '')})`, value: w.winner === 'none' ? 'none' : w.winner === 'attacker' ? 'Attacker' : 'Defender', rules: ['13.15'] });
  if (w.winner !== 'none') {
    const loser = w.winner === 'attacker' ? 'Defender' : 'Attacker';
    const r = num(v, 'rzoi');
    steps.push({ label: `${loser} retreats: SPs lost in enemy Army or Corps ZOI`, value: String(r), rules: ['13.16', '13.16.1'] });
  }
  // 13.17 leader status, from the SPs entered (artillery and CRT)
  const fr: P = french(v, 'a') ? 'a' : 'd';
  const pr: P = fr === 'a' ? 'd' : 'a';
  const fl = vs[fr].spLost;
  const pl = vs[pr].spLost;
  const owed = imperialCommandRolls({ beforeFall: true, becameDemoralized: vs[fr].levels > (vs[fr].beganDemoralized ? 1 : 0), frenchLost: fl, prussianLost: pl, unconfirmed: 1 }) > 0;
  steps.push({ label: `Imperial Command roll before the Fall (French Demoralized, or French ${fl} > Prussian ${pl} SPs lost, Infantry only)`, value: owed ? 'owed per unconfirmed Army leader' : 'not owed', rules: ['5.6', '13.17'] });
  steps.push({ label: 'Prussian Army leader Subject to Recall (lost as many or more)', value: subjectToRecall(pl, fl) ? 'yes' : 'no', rules: ['5.5.1'] });
}

export function tracksReport(v: Values, ctx: CalcContext | undefined, inf: Record<P, number>, steps: Step[], tables: OutcomeTable[], notes: string[]) {
  const due = trackRollDue(inf.a, inf.d);
  for (const [key, chart, name, roller, rules] of [
    ['ad', ASSAULT_DOCTRINE, 'Assault Doctrine Penalty', 'Prussian', ['13.8.2', '13.17']],
    ['tf', TIME_FUSE, 'Time Fuse Penalty', 'French', ['15.1', '13.17']],
  ] as const) {
    if (!bool(v, key)) continue;
    if (!due) {
      steps.push({ label: `${name}: no roll after this combat`, value: 'fewer than 2 Infantry SPs on a side', rules: [...rules] });
      continue;
    }
    const box = String(v[`${key}-box`]);
    const r = boxRange(chart, box, ctx?.charts?.[chart.id]);
    if (r.from === 'unknown') {
      steps.push({ label: `${name}, box ${box}: the ${roller} player's 2D6 after the combat`, value: 'range unknown', rules: [...rules] });
      notes.push(`The ${name} track's box ${box} range is not in our source: read your card, or enter it under Charts for the exact chance.`);
      continue;
    }
    const p = removalChance(r.range);
    const rangeText = r.range ? `${r.range[0]}-${r.range[1]}` : 'no range';
    const src = r.from === 'user' ? ', your chart' : '';
    if (!r.range) steps.push({ label: `${name}, box ${box} (no range${src})`, value: 'no roll: the marker moves one box', rules: [...rules] });
    else steps.push({ label: `${name}, box ${box} (${rangeText}${src}): the ${roller} 2D6 ends it for good`, value: pct(p), rules: [...rules] });
    if (r.range) tables.push({ title: `${name}: the ${roller} roll after this combat`, columns: [{ label: 'Outcome' }, { label: 'Probability', kind: 'prob' }], rows: [{ cells: [`${rangeText}: penalty ends`, p], emphasis: true }, { cells: ['Else: marker one box right', Fraction.ONE.sub(p)] }], barColumn: 1 });
  }
}
