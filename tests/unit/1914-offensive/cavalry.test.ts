/**
 * 1914 cavalry reaction and retirement (8.2, 8.3): the rulebook's examples,
 * the marker's next phase, eligibility, and hand-counted Forced March EC
 * chances, through the calculator's URL as a shared link gives them.
 */
import { describe, expect, it } from 'vitest';
import { parseQuery, run } from '../../../src/lib/calculator.ts';
import { Fraction, frac } from '../../../src/lib/fraction.ts';
import cav, { ecParams } from '../../../src/games/1914-offensive/calculators/cavalry.ts';
import ec from '../../../src/games/1914-offensive/calculators/effectiveness.ts';
import { nextPhase, recordMove } from '../../../src/games/1914-offensive/cavalry/marker.ts';
import { reaction, retirement, type ReactionAnswers } from '../../../src/games/1914-offensive/cavalry/eligibility.ts';
import { STATUS_KEYS } from '../../../src/games/1914-offensive/effectiveness/ladder.ts';

const value = (r: ReturnType<typeof run>, label: string) => r.result!.summary!.find((s) => s.label === label)?.value;
const step = (r: ReturnType<typeof run>, label: RegExp) => r.result!.steps.find((s) => label.test(s.label))?.value;

describe('the marker in the next movement phase (8.2.4 a)', () => {
  it('8.2.4 a example: a marker of 9 in a Counter Movement Phase (5) is 4 Forced March MPs, EC at +4; the unit may choose to stay', () => {
    expect(nextPhase(9, 'counter', 0, 'beyond-fm')).toEqual({ allowance: 5, marker: 9, stays: false, spent: 9, excess: 0, normalLeft: 0, fmLeft: 3, fm: 4 });
    // the 7.1.1 reading: above the allowance it must stay; the same +4
    expect(nextPhase(9, 'counter', 0, 'beyond-allowance')).toMatchObject({ stays: true, fm: 4, excess: 0 });
  });
  it('7.2.3 example: 11 MPs in a Movement Phase, 2 of them Forced March, is +2 (a marker of 3 and 8 more)', () => {
    expect(nextPhase(3, 'movement', 8, 'beyond-fm').fm).toBe(2);
  });
  it('beyond allowance + 7 it stays put at +7 and the excess is carried on', () => {
    expect(nextPhase(14, 'counter', 0, 'beyond-fm')).toMatchObject({ stays: true, spent: 12, excess: 2, fm: 7 });
    expect(nextPhase(17, 'movement', 0, 'beyond-fm')).toMatchObject({ stays: true, spent: 16, excess: 1, fm: 7 });
    expect(nextPhase(12, 'counter', 0, 'beyond-fm')).toMatchObject({ stays: false, fmLeft: 0, fm: 7 });
  });
  it('within the allowance: what is left and no EC', () => {
    expect(nextPhase(2, 'counter', 0, 'beyond-fm')).toMatchObject({ normalLeft: 3, fmLeft: 7, fm: 0 });
    expect(nextPhase(2, 'counter', 4, 'beyond-fm').fm).toBe(1);
  });
  it('refuses bad input', () => {
    expect(() => recordMove(-1, 2)).toThrow();
    expect(() => recordMove(0, 0)).toThrow();
    expect(() => recordMove(0, 1.5)).toThrow();
    expect(() => nextPhase(Number.NaN, 'counter', 0, 'beyond-fm')).toThrow();
    expect(() => nextPhase(14, 'counter', 1, 'beyond-fm')).toThrow(/stay/);
    expect(() => nextPhase(2, 'counter', 11, 'beyond-fm')).toThrow(/at most 10/);
    expect(() => nextPhase(2, 'rail' as 'counter', 0, 'beyond-fm')).toThrow();
  });
});

describe('eligibility (8.2.1-8.2.3, 8.3, 8.4, 8.7)', () => {
  const base: ReactionAnswers = { kind: 'cavalry', phase: 'enemy-movement', trigger: 't2', enemyInHex: false, vacated: false, ezoc: 'none', friendlyInHex: false, gt: 10, infantryZoc: false, doctrineOnReaction: true };
  it('8.2.2 example: after Trigger 2 any hex but the enemy\'s new and old ones', () => {
    expect(reaction(base).allowed).toBe(true);
    expect(reaction({ ...base, vacated: true }).bars.map((b) => b.rule)).toEqual(['8.2.2']);
    expect(reaction({ ...base, enemyInHex: true }).bars.map((b) => b.rule)).toEqual(['7.1.2']);
    // the vacated hex bars only after Trigger 2
    expect(reaction({ ...base, trigger: 't1', vacated: true }).allowed).toBe(true);
  });
  it('no trigger, own phase, another unit type', () => {
    expect(reaction({ ...base, trigger: 'none' }).allowed).toBe(false);
    expect(reaction({ ...base, phase: 'own' }).allowed).toBe(false);
    expect(reaction({ ...base, kind: 'other' }).allowed).toBe(false);
  });
  it('an empty hex in another enemy unit\'s ZOC is barred; occupied by a friend or only the trigger\'s ZOC it is not (8.2.3)', () => {
    expect(reaction({ ...base, ezoc: 'other' }).allowed).toBe(false);
    expect(reaction({ ...base, ezoc: 'other', friendlyInHex: true }).allowed).toBe(true);
    expect(reaction({ ...base, ezoc: 'trigger' }).allowed).toBe(true);
  });
  it('Poor Cavalry Doctrine in GTs 1-9, in the enemy Counter Movement Phase, by the reading chosen (8.4)', () => {
    const pcd = { ...base, phase: 'enemy-counter' as const, gt: 9, infantryZoc: true };
    expect(reaction(pcd).bars.map((b) => b.rule)).toEqual(['8.4']);
    expect(reaction({ ...pcd, gt: 10 }).allowed).toBe(true);
    expect(reaction({ ...pcd, doctrineOnReaction: false }).allowed).toBe(true);
    expect(reaction({ ...pcd, phase: 'enemy-movement' }).allowed).toBe(true);
  });
  it('retirement: adjacent to an enemy, never into an EZOC (8.3); LOC cavalry is compelled (8.7)', () => {
    expect(retirement({ kind: 'cavalry', adjacent: true, enemyInHex: false, inEzoc: false })).toEqual({ allowed: true, bars: [], compelled: false });
    expect(retirement({ kind: 'cavalry', adjacent: false, enemyInHex: false, inEzoc: false }).allowed).toBe(false);
    expect(retirement({ kind: 'cavalry', adjacent: true, enemyInHex: false, inEzoc: true }).allowed).toBe(false);
    expect(retirement({ kind: 'loc', adjacent: true, enemyInHex: false, inEzoc: false }).compelled).toBe(true);
    expect(retirement({ kind: 'loc', adjacent: false, enemyInHex: false, inEzoc: false }).compelled).toBe(false);
  });
});

describe('Cavalry calculator', () => {
  it('8.2.2 example: a Trigger 2 reaction across a 2 MP hexside records a marker of 2; no Forced March EC in its Counter Movement Phase', () => {
    const r = run(cav, { trigger: 't2' }, { charts: {} });
    expect(value(r, 'Reaction')).toBe('May react');
    expect(value(r, 'Marker')).toBe('2 MPs');
    expect(value(r, 'Forced March EC')).toBe('none');
    expect(step(r, /Left after the marker/)).toBe('3 MPs + up to 7 Forced March');
    expect(ecParams(r.values)).toBeNull();
  });
  it('the vacated hex after Trigger 2 is barred, and nothing is recorded', () => {
    const r = run(cav, { trigger: 't2', vacated: '1' }, { charts: {} });
    expect(value(r, 'Reaction')).toBe('Cannot react');
    expect(value(r, 'Marker')).toBeUndefined();
  });
  it('8.2.4 a example: a marker of 9 in a Counter Movement Phase, Base CE 10: EC at +4, passes on 6 or less, 15/36', () => {
    const r = run(cav, { event: 'phase', marker: '9' }, { charts: {} });
    expect(value(r, 'Forced March EC')).toBe('+4');
    expect(step(r, /Passes on/)).toBe('6 or less');
    expect((value(r, 'Passes') as Fraction).equals(frac(15, 36))).toBe(true);
    // the handoff carries the CEL and the DRM, and the Effectiveness Check gives the same chance
    const p = ecParams(r.values)!;
    expect(p).toEqual({ mode: 'forced-march', type: 'cavalry', fm: '4', unit: 'formation', base: '10', status: '0' });
    expect((run(ec, p, { charts: {} }).result!.summary![0]!.value as Fraction).equals(frac(15, 36))).toBe(true);
  });
  it('a reaction that takes the marker past allowance + 7: stays put next phase at +7, the excess carried; Base 10 at −2 (CEL 8) passes on 1 or less: never', () => {
    const r = run(cav, { marker: '11', cost: '3', status: '2' }, { charts: {} });
    expect(value(r, 'Marker')).toBe('14 MPs');
    expect(value(r, 'Moves')).toBe('no, stays put');
    expect(step(r, /Excess carried/)).toBe('2 MPs');
    expect(value(r, 'Forced March EC')).toBe('+7');
    expect((value(r, 'Passes') as Fraction).isZero()).toBe(true);
    expect(ecParams(r.values)).toMatchObject({ fm: '7', base: '10', status: '2' });
  });
  it('an Asset (printed CE 9) after 11 MPs with 2 Forced March: +2, passes on 7 or less, 21/36', () => {
    const r = run(cav, { event: 'phase', next: 'movement', marker: '3', more: '8', unit: 'asset', ce: '9' }, { charts: {} });
    expect((value(r, 'Passes') as Fraction).equals(frac(21, 36))).toBe(true);
    expect(ecParams(r.values)).toEqual({ mode: 'forced-march', type: 'cavalry', fm: '2', unit: 'asset', ce: '9' });
  });
  it('LOC cavalry must react, and a failed Forced March EC eliminates it (8.7): 1 − 15/36', () => {
    const r = run(cav, { kind: 'loc', marker: '7' }, { charts: {} });
    expect(value(r, 'Reaction')).toBe('Must make it');
    expect((value(r, 'Eliminated') as Fraction).equals(frac(21, 36))).toBe(true);
  });
  it('with the player\'s cavalry column the Formation\'s outcome is exact and sums to 1', () => {
    const fm = { cavalry: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [String(i + 1), i < 3 ? '1E' : '2E S'])) };
    const r = run(cav, { event: 'phase', marker: '9' }, { charts: { 'forced-march': fm } });
    const t = r.result!.tables.find((x) => /after the Forced March/.test(x.title))!;
    // passes 15/36 (full); fails by 1-3 on 7-9 (15/36, −1); by 4-6 on 10-12 (6/36, −2 and an SR)
    expect(t.rows.map((x) => x.cells.map(String))).toEqual([['full', '5/12'], ['−1', '5/12'], ['−2, 1 SR', '1/6']]);
  });
  it('refuses more MPs than are left, and any after a marker that keeps it in place', () => {
    expect(run(cav, { event: 'phase', marker: '9', more: '4' }, { charts: {} }).errors.more).toMatch(/At most 3/);
    expect(run(cav, { event: 'phase', marker: '13', more: '1' }, { charts: {} }).errors.more).toMatch(/must stay/);
    expect(run(cav, { event: 'phase', marker: '9', more: '4', stay: 'beyond-allowance' }, { charts: {} }).errors.more).toMatch(/must stay/);
  });
  it('a LOC Cavalry unit starting its phase with a marker is eliminated by a failed EC too; another unit type has no marker', () => {
    expect((value(run(cav, { event: 'phase', kind: 'loc', marker: '9' }, { charts: {} }), 'Eliminated') as Fraction).equals(frac(21, 36))).toBe(true);
    expect(run(cav, { event: 'phase', kind: 'other', marker: '9' }, { charts: {} }).errors.kind).toMatch(/Only cavalry/);
  });
  it('Poor Cavalry Doctrine: GT 5, enemy Counter Movement, an infantry ZOC hex', () => {
    expect(value(run(cav, { phase: 'enemy-counter', gt: '5', inf: '1' }, { charts: {} }), 'Reaction')).toBe('Cannot react');
    expect(value(run(cav, { phase: 'enemy-counter', gt: '5', inf: '1', doctrine: 'mover' }, { charts: {} }), 'Reaction')).toBe('May react');
  });
  it('retirement into a free hex records the marker like a reaction', () => {
    const r = run(cav, { event: 'retire', cost: '3', next: 'movement' }, { charts: {} });
    expect(value(r, 'Retirement')).toBe('May retire');
    expect(value(r, 'Marker')).toBe('3 MPs');
    expect(value(r, 'Cannot retire')).toBeUndefined();
    expect(value(run(cav, { event: 'retire', inezoc: '1' }, { charts: {} }), 'Retirement')).toBe('Cannot retire');
  });
  it('the derive of the handoff reads a query string and hides the link when no EC is due', () => {
    const d = cav.handoff![0]!.derive!;
    expect(d(new URLSearchParams('event=phase&marker=9'))).toMatchObject({ fm: '4' });
    expect(d(new URLSearchParams('event=phase&marker=2'))).toBeNull();
    expect(d(new URLSearchParams('event=phase&marker=9&more=9'))).toBeNull();
  });
});

describe('a CEL below 0 (6.1 subtracts the status with no floor)', () => {
  it('Base 2 at D2 is CEL -1: the Forced March EC of +5 fails on every roll, each margin counted, as the Effectiveness Check page says', () => {
    const r = run(cav, { unit: 'formation', base: '2', status: STATUS_KEYS.at(-1)!, more: '8' }, { charts: {} });
    expect(r.errors).toEqual({});
    expect((r.result!.summary!.find((s) => s.label === 'Passes')!.value as Fraction).equals(frac(0, 1))).toBe(true);
    expect(r.result!.steps.find((s) => s.label.startsWith('CEL'))!.value).toBe('-1');
    // roll 2 + 5 = 7 against CEL -1: failed by 8; roll 12: failed by 18
    const rows = r.result!.tables[0]!.rows.map((x) => String(x.cells[0]));
    expect(rows[0]).toBe('Failed by 8');
    expect(rows.at(-1)).toBe('Failed by 18');
  });
});

describe('8.7: LOC cavalry never reacts into an enemy ZOC', () => {
  const loc: ReactionAnswers = { kind: 'loc', phase: 'enemy-movement', trigger: 't1', enemyInHex: false, vacated: false, ezoc: 'none', friendlyInHex: false, gt: 10, infantryZoc: false, doctrineOnReaction: true };
  it('a hex free of EZOCs is open to it, and it must take it', () => {
    expect(reaction(loc)).toEqual({ allowed: true, bars: [], compelled: true });
  });
  it('the triggering unit\'s ZOC, or another enemy unit\'s even with a friendly unit in the hex, bars it (friendly units do not negate the EZOC)', () => {
    for (const ezoc of ['trigger', 'other'] as const)
      for (const friendlyInHex of [false, true]) {
        const r = reaction({ ...loc, ezoc, friendlyInHex });
        expect(r.allowed, `${ezoc} ${friendlyInHex}`).toBe(false);
        expect(r.bars.map((b) => b.rule)).toEqual(['8.7']);
        expect(r.compelled).toBe(true);
      }
    // ordinary cavalry keeps 8.2.3: the trigger's ZOC, or a friend in the hex, is fine
    expect(reaction({ ...loc, kind: 'cavalry', ezoc: 'trigger' }).allowed).toBe(true);
    expect(reaction({ ...loc, kind: 'cavalry', ezoc: 'other', friendlyInHex: true }).allowed).toBe(true);
  });
  it('the page: LOC cavalry reacting into the trigger\'s ZOC is refused, and it does not ask about a friendly unit there', () => {
    const r = run(cav, { kind: 'loc', event: 'react', trigger: 't1', ezoc: 'trigger' });
    expect(r.result!.steps.find((s) => s.rules?.includes('8.7'))?.value).toBe('barred');
    expect(value(r, 'Reaction')).toBe('Barred here');
    const friendly = cav.fields.find((f) => f.key === 'friendly')!;
    expect(friendly.when!(parseQuery(cav, { kind: 'loc', event: 'react', trigger: 't1', ezoc: 'other' }).values)).toBe(false);
    expect(friendly.when!(parseQuery(cav, { kind: 'cavalry', event: 'react', trigger: 't1', ezoc: 'other' }).values)).toBe(true);
  });
});
