/**
 * Step 2 of On To Paris! combat (13.3): each side's Artillery Strength, its roll on the player's
 * Artillery Effects Table and the result entered. Loaded when a side has artillery (lib/part.ts).
 */
import { bool, num } from '../../../../lib/calculator.ts';
import { count } from '../../../../lib/guard.ts';
import { d6 } from '../../../../lib/dice.ts';
import { fill } from '../../../../lib/words.ts';
import type { CombatForce } from '../../combat/columns.ts';
import { combatSP } from '../../combat/columns.ts';
import type { Fortification } from '../../combat/drm.ts';
import { artilleryRoll } from '../../combat/artillery.ts';
import { ARTILLERY_EFFECTS } from '../../combat/charts.ts';
import type { P } from './fields.ts';
import { french, NAME, SIDES } from './fields.ts';
import type { AfterArtillery, Combat } from './state.ts';
import { pct, roll2, span } from './state.ts';
import { SAY } from './say.ts';

/** Combat SPs after `lost` of them went to artillery (Infantry first; Cavalry never). */
function afterArtillery(f: CombatForce, lost: number): CombatForce {
  const inf = Math.max(0, f.infantry - lost);
  const ft = Math.max(0, f.francTireur - Math.max(0, lost - f.infantry));
  return { infantry: inf, francTireur: ft, cavalry: f.cavalry };
}

/** Each side's Artillery Strength (Time Fuse halving, 15.2), its roll on the Artillery Effects Table and the result entered (13.3). */
export function artillery(c: Combat, fortName: Fortification): AfterArtillery {
  const { v, ctx, S, F, res, steps, tables, notes } = c;
  const lost = { a: 0, d: 0 };
  const artDrm = { a: 0, d: 0 };
  const artD = { a: false, d: false };
  for (const [p, n] of SIDES) {
    const s = S[p];
    if (s.art === 0) continue;
    // 15.2: a friendly Fortification stops the halving; 16.1: a Field Fortification marker is one (the Defender's)
    const halve = french(v, p) && bool(v, 'tf') && bool(v, 'clear') && !(p === 'd' && (fortName !== 'none' || num(v, 'ff') > 0));
    const strength = halve ? Math.floor(s.art / 2) : s.art;
    steps.push({ label: fill(SAY.artilleryStrength, { side: n }) + (halve ? SAY.timeFuseHalved : ''), value: halve ? `${s.art} → ${strength}` : String(strength), rules: halve ? ['13.3', '15.2'] : ['13.3'] });
    if (strength > 0) {
      const mod = num(v, `${p}-amod`);
      const r = artilleryRoll(strength, mod, ctx?.charts?.[ARTILLERY_EFFECTS.id]);
      if (r.complete)
        tables.push({
          title: fill(SAY.artilleryRoll, { side: n, roll: roll2(mod), strength }),
          caption: SAY.artilleryExact,
          columns: [{ label: SAY.result }, { label: SAY.probability, kind: 'prob' }],
          rows: r.results.map((x) => ({ cells: [x.result, x.prob] })),
          barColumn: 1,
        });
      else notes.push(fill(SAY.readArtillery, { side: n, roll: roll2(mod), strength, totals: span(r.missing) }));
    }
    const o: P = p === 'a' ? 'd' : 'a';
    const canLose = combatSP(F[o]);
    // a value from outside the page (0.5) is refused under its own field's name
    const whole = count(fill(SAY.wholeSps, { side: n }), num(v, `${p}-aloss`), { max: 4 });
    const half = bool(v, `${p}-ahalf`);
    artDrm[p] = num(v, `${p}-adrm`);
    artD[o] = bool(v, `${p}-aD`);
    // nothing entered for a roll that must be made: every figure below takes it as no effect, and the headline says so
    if (strength > 0 && whole === 0 && !half && artDrm[p] === 0 && !artD[o])
      res.assumptions!.push({ text: fill(SAY.artilleryNoEffect, { side: n }), field: `${p}-aloss` });
    const taken = Math.min(canLose, whole + (half && bool(v, `${p}-ahalfx`) ? 1 : 0));
    lost[o] = taken;
    const parts = [artDrm[p] ? fill(SAY.onItsCrtRoll, { drm: artDrm[p] }) : '', artD[o] ? fill(SAY.demoralizedAfterImpact, { side: NAME[o] }) : '', fill(SAY.losesSps, { side: NAME[o], sp: taken })].filter(Boolean);
    steps.push({ label: fill(SAY.artilleryResult, { side: n, strength }), value: parts.join('; '), rules: ['13.3.5'] });
    if (half)
      steps.push({ label: fill(SAY.halfRoll, { side: NAME[o] }), value: whole + 1 > canLose ? SAY.noSpLeft : `${pct(d6.atMost(3))}; ${bool(v, `${p}-ahalfx`) ? SAY.halfRolled : SAY.halfNotRolled}`, rules: ['13.3.5'] });
  }
  return { G: { a: afterArtillery(F.a, lost.a), d: afterArtillery(F.d, lost.d) }, lost, artDrm, artD };
}
