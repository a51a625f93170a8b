/**
 * 1914 Supply Phase (15.4): the rulebook's Isolation example (15.5), the
 * 9.4.1 sources of a corps unit, and hand-worked penalties on the CE ladder.
 */
import { describe, expect, it } from 'vitest';
import { run } from '../../../src/lib/calculator.ts';
import supply from '../../../src/games/1914-offensive/calculators/supply.ts';
import { supplyPhase, type PhaseAnswers } from '../../../src/games/1914-offensive/supply/phase.ts';
import { assetPenalty, formationPenalty } from '../../../src/games/1914-offensive/supply/penalty.ts';

const base: PhaseAnswers = { side: 'allied', force: 'corps', depot: 'loc', train: 'loc', local: 'none', fromDepot: 'no', fromTrain: 'no', fromRail: false, escape: true, enemyHexes: 0 };
const calc = (q: Record<string, string>) => run(supply, q);
const summary = (q: Record<string, string>) => Object.fromEntries(calc(q).result!.summary!.map((s) => [s.label, String(s.value)]));

describe('15.5 Isolation example: French 22/1', () => {
  it('cut off from its Depot and from the RR hex, every way out through uncovered EZOCs: Isolated, CEL −3', () => {
    const r = supplyPhase({ ...base, escape: false });
    expect(r.verdict).toBe('isolated');
    const s = summary({ 'f-depot': 'no', 'f-ct': 'no', escape: '0', base: '10' });
    expect(s.Verdict).toBe('Isolated');
    expect(s['CE Status']).toBe('full → −3');
    expect(s.CEL).toBe('10 → 7');
  });
  it('with the German unit elsewhere its own ZOC opens a path: Out of Supply only, CEL −1', () => {
    expect(supplyPhase({ ...base, escape: true, enemyHexes: 0 }).verdict).toBe('out');
    const s = summary({ 'f-depot': 'no', 'f-ct': 'no', escape: '1', enemy: '0', base: '10' });
    expect(s.Verdict).toBe('Out of Supply');
    expect(s.CEL).toBe('10 → 9');
  });
  it('the path may pass at most six enemy-controlled hexes: six is open, seven isolates', () => {
    expect(supplyPhase({ ...base, enemyHexes: 6 }).verdict).toBe('out');
    expect(supplyPhase({ ...base, enemyHexes: 7 }).verdict).toBe('isolated');
  });
});

describe('9.4.1 / 15.1 sources of a unit attached to a corps', () => {
  it('its Depot, its Corps Train (which without LOC needs the Depot to reach it), or an RR line within 5 hexes', () => {
    expect(supplyPhase({ ...base, fromDepot: 'normal' })).toMatchObject({ verdict: 'full', source: 'the army Depot' });
    expect(supplyPhase({ ...base, train: 'depot', fromTrain: 'normal' })).toMatchObject({ verdict: 'full', source: 'a Corps Train' });
    expect(supplyPhase({ ...base, fromRail: true })).toMatchObject({ verdict: 'full', source: 'a friendly operational RR line' });
  });
  it('a Corps Train with neither LOC nor its Depot in range supplies no one, and is marked Out of Supply', () => {
    const r = supplyPhase({ ...base, train: 'none', fromTrain: 'normal' });
    expect(r.verdict).toBe('out');
    expect(r.actions.join(' ')).toMatch(/Out of Supply marker on the Corps Train/);
  });
  it('an Independent infantry Formation may not use a Corps Train (15.2)', () => {
    expect(supplyPhase({ ...base, force: 'independent', fromTrain: 'normal' }).verdict).toBe('out');
    // the calculator does not even ask
    expect(calc({ force: 'independent', 'f-depot': 'no' }).result!.steps.some((s) => /Corps Train it may use/.test(s.label))).toBe(false);
  });
  it('reaching only on the Extended side flips the supply unit; a displaced Depot is already flipped', () => {
    expect(supplyPhase({ ...base, fromDepot: 'extended' }).extended).toEqual(['Depot']);
    const d = supplyPhase({ ...base, depot: 'displaced', fromDepot: 'extended' });
    expect(d.extended).toEqual(['Depot']);
    expect(d.actions.filter((a) => /Flip the Depot/.test(a))).toEqual([]);
  });
  it('Port, Paris, Fortified Camp and Samson supply by themselves; a German Force has no Port or Paris', () => {
    expect(supplyPhase({ ...base, local: 'port' }).verdict).toBe('full');
    expect(supplyPhase({ ...base, local: 'paris' }).verdict).toBe('full');
    expect(calc({ side: 'german', local: 'port' }).errors.local).toMatch(/Allied/);
    expect(() => supplyPhase({ ...base, side: 'german', local: 'paris' })).toThrow(RangeError);
  });
});

describe('15.4 step 4 on the CE ladder (hand-worked)', () => {
  it('Base 10 at −2, Isolated: three reductions go −3, CI, D1; CEL 8 → 7', () => {
    expect(formationPenalty(10, 2, 3)).toEqual({ from: 2, to: 5, celBefore: 8, celAfter: 7, ignored: 0 });
  });
  it('a Formation already D2 loses nothing more: the reduction is ignored (6.1.3)', () => {
    expect(formationPenalty(9, 6, 1)).toEqual({ from: 6, to: 6, celBefore: 6, celAfter: 6, ignored: 1 });
  });
  it('a lone Asset takes an SR instead: one (default) or one per level', () => {
    expect(assetPenalty('full', 3, false)).toEqual({ sr: 1, fate: 'flipped' });
    expect(assetPenalty('full', 3, true)).toEqual({ sr: 3, fate: 'eliminated' });
    expect(assetPenalty('reduced', 1, false)).toEqual({ sr: 1, fate: 'eliminated' });
    expect(summary({ force: 'asset', 'f-depot': 'no', 'f-ct': 'no', escape: '0' }).Penalty).toBe('1 SR (flipped)');
  });
  it('the phase places Ammo Shortage markers from GT 13 only', () => {
    const items = (gt: string) => calc({ gt }).result!.actions![0]!.items.join(' ');
    expect(items('12')).toMatch(/no Ammo Shortage markers yet/);
    expect(items('13')).toMatch(/place all your Ammo Shortage markers/);
  });
});

describe('guards', () => {
  it('refuses answers outside their lists and counts that are not whole numbers', () => {
    expect(() => supplyPhase({ ...base, force: 'corp' as never })).toThrow(RangeError);
    expect(() => supplyPhase({ ...base, enemyHexes: Number.NaN })).toThrow(RangeError);
    expect(() => supplyPhase({ ...base, escape: 'yes' as never })).toThrow(RangeError);
    expect(() => formationPenalty(10, 7, 1)).toThrow(RangeError);
    expect(() => assetPenalty('gone' as never, 1, false)).toThrow(RangeError);
    expect(calc({ enemy: 'x', 'f-depot': 'no', 'f-ct': 'no' }).errors.enemy).toBeTruthy();
  });
});

describe('15.2 with 5.3 and 5.5.1: which Corps Trains step 2 asks about', () => {
  const step2 = (r: ReturnType<typeof supplyPhase>) => r.steps.find((s) => s.label.startsWith('2.'))!;
  it('a corps Formation: its own corps’ Corps Train only', () => {
    const s = step2(supplyPhase({ ...base, train: 'none' }));
    expect(s.label).toMatch(/its corps’ Corps Train/);
    expect(supplyPhase({ ...base, train: 'none' }).actions.join(' ')).toMatch(/marker on the Corps Train/);
  });
  it('cavalry: any Corps Train of its army; Out of Supply only when none of them has a LOC or its Depot in range', () => {
    const r = supplyPhase({ ...base, force: 'cavalry', train: 'none' });
    expect(step2(r).label).toMatch(/any Corps Train of its army/);
    expect(step2(r).rules).toEqual(expect.arrayContaining(['15.2', '5.3']));
    expect(r.actions.join(' ')).toMatch(/each such Corps Train/);
    const ok = supplyPhase({ ...base, force: 'cavalry', train: 'depot', fromTrain: 'normal' });
    expect(ok).toMatchObject({ verdict: 'full', source: 'a Corps Train' });
    expect(ok.steps.find((s) => s.label.startsWith('3b.'))!.label).toMatch(/any Corps Train of its army, one in supply/);
  });
  it('a lone Asset: any Corps Train in its army’s AoA (5.5.1)', () => {
    const s = step2(supplyPhase({ ...base, force: 'asset', train: 'loc' }));
    expect(s.label).toMatch(/any Corps Train in its army’s AoA/);
    expect(s.rules).toContain('5.5.1');
  });
  it('the page asks whether one it may use is in supply, and says whose', () => {
    const ct = supply.fields.find((f) => f.key === 'ct')!;
    expect(ct.label).toMatch(/a Corps Train it may use in supply/);
    expect(ct.help).toMatch(/Cavalry: any Corps Train of its army/);
    expect(calc({ force: 'cavalry', ct: 'none', 'f-depot': 'no' }).result!.steps.map((s) => s.label).join(' ')).toMatch(/any Corps Train of its army/);
  });
});
