/**
 * 1914 combat (9.6-9.9, 10.1, 21.1): the rulebook's worked examples (research
 * notes section 8: 9.6.2, 9.7, 11.2, 19.2, 7.4) and hand-counted re-rolls.
 */
import { describe, expect, it } from 'vitest';
import { finalColumn, initialPosition, label, shifts, type ShiftInput } from '../../../src/games/1914-offensive/combat/odds.ts';
import { doctrineReroll, prDrm, rolls } from '../../../src/games/1914-offensive/combat/roll.ts';
import combatCalc from '../../../src/games/1914-offensive/calculators/combat.ts';
import { applyIntensity, intensityOf, parseResult } from '../../../src/games/1914-offensive/combat/results.ts';
import { artilleryDrm, crtCell, deLabel, PLUS_ONE_AT_6_1, readColumn } from '../../../src/games/1914-offensive/combat/crt.ts';
import { halfText, halveWithoutAmmo } from '../../../src/games/1914-offensive/combat/ammo.ts';
import { combatStacking } from '../../../src/games/1914-offensive/combat/stacking.ts';

const none: ShiftInput = { pa: false, flanked: false, prep: 0, ip: 0, river: 'none', uphill: false, naval: false, fortress: false };

describe('worked examples', () => {
  it('11.2: 37 against 15 is 2:1, one left for the elevation: 1:1; PR 5 v 5: no DRM; white 2 black 3 reads +3/+3①', () => {
    const i = initialPosition(37, 15, 'down');
    expect(label(i)).toBe('2:1');
    const s = shifts({ ...none, uphill: true });
    expect(finalColumn(i, s.net).column).toBe('1:1');
    expect(prDrm(5, 5)).toBe(0);
    const c = crtCell('1:1', 2, 3, undefined)!;
    expect(c.text).toBe('+3/+3①');
    expect(c.result).toEqual({ attacker: { e: false, drm: 3, s: 0 }, defender: { e: false, drm: 3, s: 0 }, retreat: 'w1' });
    // both Intense: the white retreat is ignored and both sides take an SR
    expect(applyIntensity(c.result, intensityOf(true, true))).toEqual({ retreat: 0, attackerSr: 1, defenderSr: 1 });
  });
  it('19.2, the 14/7: 12 against 3 is 4:1, PA one right: 6:1; PR 3 − 5 = −2, white 2 read as 0, black 4: −1/+4❶, retreat 1', () => {
    const f = finalColumn(initialPosition(12, 3, 'down'), shifts({ ...none, pa: true }).net);
    expect(f.column).toBe('6:1');
    const drm = prDrm(3, 5);
    expect(drm).toBe(-2);
    const c = crtCell(f.column, 2 + drm, 4, undefined)!;
    expect(c.result).toEqual({ attacker: { e: false, drm: -1, s: 0 }, defender: { e: false, drm: 4, s: 0 }, retreat: 'b1' });
    expect(applyIntensity(c.result, 'none').retreat).toBe(1);
  });
  it('19.2, the 66r: 10 against 3 is 3:1, IP one left: 2:1; PR 3 − 4 = −1, white 5 read as 4, black 4: +3s/s', () => {
    const f = finalColumn(initialPosition(10, 3, 'down'), shifts({ ...none, ip: 1 }).net);
    expect(f.column).toBe('2:1');
    const c = crtCell(f.column, 5 + prDrm(3, 4), 4, undefined)!;
    expect(c.result).toEqual({ attacker: { e: false, drm: 3, s: 1 }, defender: { e: false, drm: 0, s: 1 }, retreat: 'none' });
  });
  it('19.2: Bodungen takes one post-combat EC at the worse of its two combats, +4 (−1/+4❶ on 6:1 against +3s/s on 2:1, French artillery 0 on each ¼ DE half)', () => {
    const vs147 = crtCell('6:1', 2 + prDrm(3, 5), 4, undefined)!.result.defender.drm + artilleryDrm(4, 1, undefined)!.value;
    const vs66r = crtCell('2:1', 5 + prDrm(3, 4), 4, undefined)!.result.defender.drm + artilleryDrm(2, 1, undefined)!.value;
    expect([vs147, vs66r]).toEqual([4, 0]);
    expect(Math.max(vs147, vs66r)).toBe(4);
  });
  it('9.6.2: 14:1 with two left is 10:1, resolved on 8:1', () => {
    const i = initialPosition(14, 1, 'down');
    expect(label(i)).toBe('14:1');
    const f = finalColumn(i, -2);
    expect(label(f.position)).toBe('10:1');
    expect(f.column).toBe('8:1');
    expect(f.clamped).toBe(true);
  });
  it('below 1:4 each shift is one column: 1:6 with one right is 1:5, resolved on 1:4', () => {
    const i = initialPosition(2, 12, 'down');
    expect(label(i)).toBe('1:6');
    expect(label(finalColumn(i, 1).position)).toBe('1:5');
    expect(finalColumn(i, 1).column).toBe('1:4');
    expect(finalColumn(i, 3).column).toBe('1:3');
  });
  it('refuses a position or a net shift that is not a whole number in range', () => {
    expect(() => finalColumn(Number.NaN, 0)).toThrow(RangeError);
    expect(() => finalColumn(0, Number.NaN)).toThrow(/net shift/);
    expect(() => finalColumn(3, 1e9)).toThrow(/net shift/);
    expect(() => finalColumn(1e9, 0)).toThrow(/odds position/);
    expect(() => finalColumn(3, 0.5)).toThrow(RangeError);
    // the far ends initialPosition can give stay accepted
    expect(finalColumn(initialPosition(1, 999, 'down'), 10).column).toBe('1:4');
    expect(finalColumn(initialPosition(999, 0.5, 'up'), -7).column).toBe('8:1');
  });
  it('9.7: highest defending PR 4 − highest attacking PR 5 = −1', () => {
    expect(prDrm(4, 5)).toBe(-1);
  });
  it('7.4: 7 against 2 is 3:1 by the rule, 4:1 as Example 1 reads it; 14 against 2 is 6:1 by the rule, 8:1 as Example 2 reads it', () => {
    expect(label(initialPosition(7, 2, 'down'))).toBe('3:1');
    expect(label(initialPosition(7, 2, 'up'))).toBe('4:1');
    expect(label(initialPosition(14, 2, 'down'))).toBe('6:1');
    expect(label(initialPosition(14, 2, 'up'))).toBe('8:1');
    expect(label(initialPosition(5, 1, 'down'))).toBe('4:1');
    expect(label(initialPosition(10, 25, 'down'))).toBe('1:3');
  });
  it('Artillery Table cells of 11.2 and 19.2; the signless one is "read your card"', () => {
    expect(artilleryDrm(12, 4, undefined)?.value).toBe(1);
    expect(artilleryDrm(14, 12, undefined)?.value).toBe(1);
    expect(artilleryDrm(4, 1, undefined)?.value).toBe(0);
    expect(artilleryDrm(2, 1, undefined)?.value).toBe(0);
    expect(artilleryDrm(1, 4, undefined)).toBeUndefined();
    expect(artilleryDrm(1, 4, { '1': { '1': '−1' } })?.value).toBe(-1);
    expect(deLabel(9)).toBe('2¼');
    expect(deLabel(1)).toBe('¼');
  });
});

describe('shifts, re-rolls, intensity, stacking', () => {
  it('a Fortress in the hex cancels the flank and Prep shifts', () => {
    const s = shifts({ ...none, flanked: true, prep: 3, ip: 2, fortress: true });
    expect(s.net).toBe(-2);
    expect(shifts({ ...none, flanked: true, prep: 3, pa: true, naval: true, river: 'grand' }).net).toBe(2);
  });
  it('21.1: the doctrine in GTs 1-5 only, for the Allied side as it fights; a turn that is not 1-30 is refused', () => {
    expect([1, 5, 6, 30].map((gt) => doctrineReroll(gt, 'attacker'))).toEqual(['allied-attacker', 'allied-attacker', 'none', 'none']);
    expect(doctrineReroll(3, 'defender')).toBe('allied-defender');
    for (const gt of [0.5, 0, 31, Number.NaN, -1]) expect(() => doctrineReroll(gt, 'attacker'), String(gt)).toThrow(/game turn/);
  });
  it('the combat calculator called directly with GT 0.5 refuses it instead of applying the doctrine', () => {
    const values = { ...Object.fromEntries(combatCalc.fields.map((f) => [f.key, f.default])), gt: 0.5 };
    expect(() => combatCalc.compute(values)).toThrow(/game turn/);
  });
  it('21.1: an Allied attacker re-rolls on a black 1: each pair with black 1 is 1/216, the rest 7/216', () => {
    const r = rolls(0, 'allied-attacker');
    expect(r.total).toBe(216);
    expect(r.pairs.filter((p) => p.black === 1).every((p) => p.w === 1)).toBe(true);
    expect(r.pairs.reduce((s, p) => s + p.w, 0)).toBe(216);
    expect(rolls(0, 'allied-defender').pairs.filter((p) => p.black === 6).reduce((s, p) => s + p.w, 0)).toBe(6);
  });
  it('9.8 intensity: Attacker Intense counts the white retreat and costs the attacker an SR; Defender Intense ignores every retreat', () => {
    const w = parseResult('+1/+2①')!;
    expect(applyIntensity(w, 'none')).toEqual({ retreat: 0, attackerSr: 0, defenderSr: 0 });
    expect(applyIntensity(w, 'attacker')).toEqual({ retreat: 1, attackerSr: 1, defenderSr: 0 });
    const b = parseResult('E/+4[2]')!;
    expect(b.attacker.e).toBe(true);
    expect(applyIntensity(b, 'attacker')).toEqual({ retreat: 2, attackerSr: 0, defenderSr: 0 });
    expect(applyIntensity(b, 'defender')).toEqual({ retreat: 0, attackerSr: 0, defenderSr: 1 });
    expect(applyIntensity(parseResult('-/ss')!, 'both')).toEqual({ retreat: 0, attackerSr: 1, defenderSr: 0 });
    expect(parseResult('nonsense')).toBeUndefined();
  });
  it('a column is complete only when every pair is known or entered', () => {
    const r = readColumn('1:1', 0, 'none', undefined);
    expect(r.complete).toBe(false);
    expect(r.known).toEqual([{ white: 2, black: 3, text: '+3/+3①' }]);
    const all: Record<string, string> = {};
    for (let w = 1; w <= 6; w++) for (let b = 1; b <= 6; b++) all[`white ${w}, black ${b}`] = b <= 3 ? '+1/+2❶' : '-/s';
    const full = readColumn('3:1', 0, 'none', { '3:1': all });
    expect(full.complete).toBe(true);
    expect(full.outcomes.map((o) => [o.text, o.prob.toString()])).toEqual([['+1/+2❶', '1/2'], ['-/s', '1/2']]);
  });
  it('combat stacking: 2¼ DE and two Assets; 1¼ in Steep Mountain', () => {
    expect(combatStacking(9, 2, false)).toBeUndefined();
    expect(combatStacking(10, 0, false)).toMatch(/2¼/);
    expect(combatStacking(6, 0, true)).toMatch(/1¼/);
    expect(combatStacking(4, 3, false)).toMatch(/two Asset/);
  });
});

describe('Ammo halving (9.4) and half points in the odds', () => {
  it('a strength ending in a half point is compared exactly: 12½ : 25 is 1:2, not 1:3; 6½ : 13 is 1:2 rounded up too', () => {
    expect(label(initialPosition(12.5, 25, 'down'))).toBe('1:2');
    expect(label(initialPosition(12, 25, 'down'))).toBe('1:3');
    expect(label(initialPosition(25.5, 12.5, 'down'))).toBe('2:1');
    expect(label(initialPosition(6.5, 13, 'up'))).toBe('1:2');
    expect(label(initialPosition(0.5, 2, 'down'))).toBe('1:4');
    expect(() => initialPosition(12.25, 25, 'down')).toThrow(RangeError);
  });
  it('halves the part without Ammo by the reading; a whole value (AV) is rounded up under the exact reading', () => {
    expect(halveWithoutAmmo(12, 5, 'exact')).toBe(9.5);
    expect(halveWithoutAmmo(12, 5, 'up')).toBe(10);
    expect(halveWithoutAmmo(12, 5, 'down')).toBe(9);
    expect(halveWithoutAmmo(12, 5, 'exact', true)).toBe(10);
    expect(halveWithoutAmmo(12, 0, 'down')).toBe(12);
    expect(() => halveWithoutAmmo(3, 4, 'exact')).toThrow(RangeError);
    expect([halfText(9.5), halfText(0.5), halfText(10)]).toEqual(['9½', '½', '10']);
  });
});

describe('CRT cell readings', () => {
  it('19.2: the 6:1 cell reads −1/+4❶ by default and +1/+4❶ under the other reading; an entered cell is never replaced', () => {
    expect(crtCell('6:1', 0, 4, undefined)?.result.attacker.drm).toBe(-1);
    const plus = crtCell('6:1', 0, 4, undefined, PLUS_ONE_AT_6_1)!;
    expect([plus.text, plus.result.attacker.drm, plus.result.defender.drm, plus.result.retreat]).toEqual(['+1/+4❶', 1, 4, 'b1']);
    expect(readColumn('6:1', -2, 'none', undefined, PLUS_ONE_AT_6_1).known).toContainEqual({ white: 0, black: 4, text: '+1/+4❶' });
    // a cell the source does not give stays the player's
    expect(crtCell('6:1', 1, 4, { '6:1': { 'white 1, black 4': '-/+2' } }, { '6:1': { 'white 1, black 4': '+9/+9' } })?.text).toBe('-/+2');
  });
});
