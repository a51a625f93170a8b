/**
 * Differential test of the 1914 cavalry reaction and retirement calculator
 * against a reference written from the rulebook (8.2, 8.2.1-8.2.4, 8.3, 8.4,
 * 8.7, 7.1.1, 7.2.1, 7.2.3, 6.2), not from our implementation: whether it may
 * move into the hex, the marker after the move, the next phase (marker spent
 * first, Forced March MPs past the allowance, staying put), and the Forced
 * March EC's exact pass chance over the 36 rolls.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { run, type Values } from '../../../../src/lib/calculator.ts';
import { asQuery, defaultsOf, valuesArb } from '../../calc-edges.ts';
import { Fraction } from '../../../../src/lib/fraction.ts';
import cav from '../../../../src/games/1914-offensive/calculators/cavalry.ts';

const mps = (n: number) => `${n} MP${n === 1 ? '' : 's'}`;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
function pass(cel: number, drm: number): Fraction {
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b + drm <= cel) n++;
  return new Fraction(n, 36);
}

type Ref = { refused: string } | { move: string | null; allowed: boolean; marker?: number; stays?: boolean; fm?: number; pass?: Fraction; eliminated?: Fraction };

function reference(v: Values): Ref {
  const event = v.event as string;
  const kind = v.kind as string;
  if (event === 'phase' && kind === 'other') return { refused: 'kind' }; // 8.2.4: cavalry only
  const step = ['0', '1', '2', '3', 'ci', 'd1', 'd2'].indexOf(v.status as string);
  const cel = v.unit === 'asset' ? (v.ce as number) : (v.base as number) - Math.min(3, step);
  let allowed = true;
  let move: string | null = null;
  if (event === 'react') {
    const bars = [
      kind === 'other', // 8.2: cavalry units react
      v.phase === 'own', // 8.2: during an enemy movement phase
      v.trigger === 'none', // 8.2.1
      v.enemy === true, // never into an enemy unit
      v.trigger === 't2' && v.vacated === true, // 8.2.2: not the hex the enemy just left
      v.ezoc === 'other' && v.friendly !== true, // 8.2.3: not an empty hex in another unit's EZOC
      v.phase === 'enemy-counter' && (v.gt as number) <= 9 && v.inf === true && v.doctrine !== 'mover', // 8.4
      // 8.7: "in addition to" it, LOC units never enter an enemy ZOC (a friendly unit does not negate it) nor an enemy-controlled hex
      kind === 'loc' && (v.ezoc !== 'none' || v.controlled === true),
    ];
    allowed = !bars.some(Boolean);
    // 8.7: LOC cavalry must react when eligible (a trigger in an enemy movement phase), else it is eliminated
    const due = v.trigger !== 'none' && v.phase !== 'own';
    move = kind === 'loc' && due ? (allowed ? 'Must make it' : 'Barred here') : allowed ? 'May react' : 'Cannot react';
  } else if (event === 'retire') {
    // 8.3: cavalry next to an enemy, one hex, never into an EZOC
    allowed = !(kind === 'other' || v.adjacent !== true || v.enemy === true || v.inezoc === true || (kind === 'loc' && v.controlled === true));
    move = kind === 'loc' && v.adjacent === true ? (allowed ? 'Must make it' : 'Barred here') : allowed ? 'May retire' : 'Cannot retire';
  }
  // 6.1 has no floor: a CEL below 0 fails every roll (computed, not refused)
  if (!allowed) return { move, allowed };
  const marker = (v.marker as number) + (event === 'phase' ? 0 : (v.cost as number)); // 8.2.4: EZOC costs ignored
  const allowance = v.next === 'movement' ? 9 : 5; // 7.1.1
  const more = v.more as number;
  let stays: boolean;
  let fm: number;
  if (v.stay === 'beyond-allowance' ? marker > allowance : marker > allowance + 7) {
    stays = true; // 8.2.4 a: stays put and rolls; the excess goes to the phase after
    fm = Math.min(marker - allowance, 7);
    if (more > 0) return { refused: 'more' };
  } else {
    stays = false;
    const room = Math.max(0, allowance - marker) + 7 - Math.max(0, marker - allowance); // 7.2.1: cavalry up to 7 FM MPs
    if (more > room) return { refused: 'more' };
    fm = Math.max(0, marker + more - allowance);
  }
  const out: Ref = { move, allowed, marker, stays, fm };
  if (fm > 0) {
    out.pass = pass(cel, fm); // 7.2.3: +1 per Forced March MP
    if (kind === 'loc') out.eliminated = Fraction.ONE.sub(out.pass); // 8.7: a LOC cavalry failing its FM EC is eliminated
  }
  return out;
}

const q = asQuery;
const BASE: Values = defaultsOf(cav);

function compare(given: Values): void {
  const v = { ...BASE, ...given };
  const ctx = JSON.stringify(v);
  const ref = reference(v);
  const got = run(cav, q(v));
  if ('refused' in ref) {
    expect(got.result, ctx).toBeUndefined();
    expect(got.errors[ref.refused], ctx).toMatch(/\w/);
    return;
  }
  expect(got.failure, ctx).toBeUndefined();
  expect(got.errors, ctx).toEqual({});
  const s = Object.fromEntries(got.result!.summary!.map((x) => [x.label, x.value]));
  if (ref.move) expect(s.Reaction ?? s.Retirement, ctx).toBe(ref.move);
  if (!ref.allowed) {
    expect(s.Marker, ctx).toBeUndefined();
    return;
  }
  expect(s.Marker, ctx).toBe(mps(ref.marker!));
  expect(s.Moves === 'no, stays put', ctx).toBe(ref.stays);
  expect(s['Forced March EC'], ctx).toBe(ref.fm ? signed(ref.fm) : 'none');
  if (ref.pass) expect((s.Passes as Fraction).equals(ref.pass), `${ctx} ${s.Passes} vs ${ref.pass}`).toBe(true);
  if (ref.eliminated) expect((s.Eliminated as Fraction).equals(ref.eliminated), ctx).toBe(true);
}

const arb = valuesArb(cav);

describe('Cavalry reaction and retirement: ours against a reference from the rulebook', () => {
  it('every field at random (fast-check)', () => {
    fc.assert(fc.property(arb, (v) => compare(v)), { numRuns: 2000 });
  });
  it('every hex answer for a reaction and a retirement (exhaustive)', () => {
    for (const kind of ['cavalry', 'loc', 'other'])
      for (const phase of ['enemy-movement', 'enemy-counter', 'own'])
        for (const trigger of ['t1', 't2', 'none'])
          for (const gt of [1, 9, 10])
            for (const enemy of [false, true])
              for (const vacated of [false, true])
                for (const ezoc of ['none', 'trigger', 'other'])
                  for (const friendly of [false, true])
                    for (const inf of [false, true])
                      for (const doctrine of ['all', 'mover'])
                        for (const controlled of kind === 'loc' ? [false, true] : [false]) compare({ event: 'react', kind, phase, trigger, gt, enemy, vacated, ezoc, friendly, inf, doctrine, controlled });
    for (const kind of ['cavalry', 'loc', 'other'])
      for (const adjacent of [false, true])
        for (const enemy of [false, true])
          for (const inezoc of [false, true]) for (const controlled of kind === 'loc' ? [false, true] : [false]) compare({ event: 'retire', kind, adjacent, enemy, inezoc, controlled });
  });
  it('8.7: LOC cavalry never reacts into an enemy ZOC, not even the triggering unit\'s or a friendly-occupied one', () => {
    compare({ event: 'react', kind: 'loc', phase: 'enemy-movement', trigger: 't1', ezoc: 'trigger' });
    compare({ event: 'react', kind: 'loc', phase: 'enemy-movement', trigger: 't1', ezoc: 'other', friendly: true });
    compare({ event: 'react', kind: 'cavalry', phase: 'enemy-movement', trigger: 't1', ezoc: 'trigger' });
  });
  it('every marker, hexside cost, next phase, further MPs and reading (exhaustive)', () => {
    for (const stay of ['beyond-fm', 'beyond-allowance'])
      for (const next of ['counter', 'movement'])
        for (let marker = 0; marker <= 40; marker++) {
          for (let more = 0; more <= 16; more++) compare({ event: 'phase', stay, next, marker, more, base: 9, status: '1' });
          for (const cost of [1, 2, 6, 12]) for (const more of [0, 1, 5, 16]) compare({ event: 'react', stay, next, marker, cost, more, unit: 'asset', ce: 8 });
        }
  });
  it('the rulebook example: a marker of 9 in the Counter Movement Phase, staying put, rolls at +4 (8.2.4)', () => {
    const r = reference({ ...BASE, event: 'phase', marker: 9, next: 'counter', more: 0 });
    expect('fm' in r && r.fm).toBe(4);
    compare({ event: 'phase', marker: 9, next: 'counter', more: 0 });
  });
  it('typed edge inputs are refused with a message, never NaN or a TypeError', () => {
    for (const [k, bad] of [['marker', '-1'], ['marker', '41'], ['cost', '0'], ['cost', '13'], ['more', '17'], ['base', '1'], ['gt', '31'], ['event', 'charge']] as const) {
      const got = run(cav, { phase: 'enemy-counter', [k]: bad });
      expect(got.result, `${k}=${bad}`).toBeUndefined();
      expect(got.failure).toBeUndefined();
      expect(got.errors[k], `${k}=${bad}`).toMatch(/\w/);
    }
  });
});
