/**
 * Differential test of the On To Paris! Reaction calculator against a
 * reference written from the rulebook alone (12.2, 12.4, 12.4.1, 5.1.7, 5.9,
 * 14.4, 14.6, 17.1): every rating source, every DRM combination over a range
 * of terrain values, both Interdiction readings, and bad inputs.
 */
import { describe, expect, it } from 'vitest';
import def from '../../../../src/games/on-to-paris/calculators/reaction.ts';
import { run } from '../../../../src/lib/calculator.ts';
import { dice, ratio } from './ref.ts';

// 12.2 table and 5.9 (leaderless Formation: Reaction Rating 7)
const FIXED: Record<string, number> = { 'leaderless-formation': 7, 'prussian-cavalry-division': 4, 'french-cavalry-division': 5, 'franc-tireur': 5, 'lone-sp': 6 };

interface In { source: string; rating: number; symbol: string; terrain: number; feature: number; recon: boolean; friend: boolean; far: boolean; demoralized: boolean; ft: boolean; interdict: boolean; csp: 'modified' | 'natural'; both?: boolean }

function reference(i: In) {
  const rating = i.source === 'leader' ? i.rating : FIXED[i.source]!;
  // 12.4.1: both terrain sets add up; the FT in its own hex counts "the terrain modifier" (both sets are
  // terrain-based) as positive (example: -2 rough -> +2, +1 town -> +3)
  const flip = i.source === 'franc-tireur' && i.ft;
  const t = flip ? Math.abs(i.terrain) + Math.abs(i.feature) : i.terrain + i.feature;
  const drm = t + (i.recon ? 1 : 0) + (i.friend ? 1 : 0) - (i.far ? 1 : 0) - (i.demoralized ? 1 : 0);
  // 12.4: modified roll below the rating: none; equal or one above: 1 hex; two or more above: 2 hexes
  let none = 0, one = 0, two = 0;
  for (let f = 1; f <= 6; f++) {
    const m = f + drm;
    if (m < rating) none++;
    else if (m - rating <= 1) one++;
    else two++;
  }
  // 5.1.7: upon a success, 1D6 of 1-3 compels the force (x 3/6)
  const compelled = ratio((one + two) * 3, 36);
  // 14.6: 2D6 modified by the Reaction terrain modifier; 10 or more costs a CSP
  // (which terrain counts is a reading: the path only, or the path and the friendly feature of the trigger hex)
  const it = i.terrain + (i.both ? i.feature : 0);
  const d2 = dice(2);
  let csp = 0;
  for (const [s, w] of d2) if ((i.csp === 'natural' ? s : s + it) >= 10) csp += w;
  const interdiction = [...d2].map(([s, w]) => [String(s + it), String(w), ratio(w, 36)]);
  return { none: ratio(none, 6), one: ratio(one, 6), two: ratio(two, 6), reacts: ratio(one + two, 6), compelled, csp: ratio(csp, 36), interdiction, drm };
}

function query(i: In): Record<string, string> {
  return {
    source: i.source, rating: String(i.rating), symbol: i.symbol, terrain: String(i.terrain), feature: String(i.feature),
    recon: i.recon ? '1' : '0', friend: i.friend ? '1' : '0', far: i.far ? '1' : '0', demoralized: i.demoralized ? '1' : '0',
    'ft-own-hex': i.ft ? '1' : '0', interdict: i.interdict ? '1' : '0', 'csp-reading': i.csp, 'int-terrain': i.both ? 'both' : 'path',
  };
}

function ours(i: In) {
  const r = run(def, query(i));
  expect(r.errors).toEqual({});
  expect(r.failure).toBeUndefined();
  const res = r.result!;
  const t = res.tables[0]!;
  const p = (k: number) => String(t.rows[k]!.cells[2]);
  const sum = (label: string) => res.summary!.find((s) => s.label.startsWith(label))?.value;
  const cspStep = res.steps.find((s) => s.label.includes('loses 1 CSP'));
  const inter = res.tables[1]?.rows.map((row) => row.cells.map(String));
  const net = res.steps.find((s) => s.label === 'Net DRM')!.value;
  return { none: p(0), one: p(1), two: p(2), reacts: String(sum('Reacts')), compelled: sum('Compelled') === undefined ? undefined : String(sum('Compelled')), csp: cspStep?.value, interdiction: inter, net };
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

describe('On To Paris! Reaction: ours against the rulebook reference', () => {
  const sources = ['leader', ...Object.keys(FIXED)];
  it('every source, rating, symbol, DRM flag and terrain -3..+1 with feature -1..+1 (exhaustive)', () => {
    let n = 0;
    for (const source of sources)
      for (const rating of source === 'leader' ? [1, 2, 3, 4, 5, 6, 7, 8, 9] : [4])
        for (let terrain = -3; terrain <= 1; terrain++)
            for (let feature = -1; feature <= 1; feature++)
              for (let flags = 0; flags < 32; flags++) {
                const symbol = source === 'leader' ? ['none', '!', '?', '&'][(rating + terrain + feature + flags) & 3]! : 'none';
                const i: In = {
                  source, rating, symbol, terrain, feature, recon: !!(flags & 1), friend: !!(flags & 2), far: !!(flags & 4), demoralized: !!(flags & 8), ft: !!(flags & 16),
                  interdict: false, csp: 'modified',
                };
                if (i.ft && source !== 'franc-tireur') continue;
                const want = reference(i);
                const got = ours(i);
                const ctx = JSON.stringify(i);
                expect({ ctx, none: got.none, one: got.one, two: got.two, reacts: got.reacts }).toEqual({ ctx, none: want.none, one: want.one, two: want.two, reacts: want.reacts });
                expect({ ctx, compelled: got.compelled }).toEqual({ ctx, compelled: symbol === 'none' ? undefined : want.compelled });
                n++;
              }
    expect(n).toBeGreaterThan(3000);
  });

  it('the DRM shown is the sum of the rule modifiers', () => {
    const i: In = { source: 'franc-tireur', rating: 4, symbol: 'none', terrain: -2, feature: 1, recon: true, friend: false, far: false, demoralized: true, ft: true, interdict: false, csp: 'modified' };
    expect(ours(i).net).toBe(signed(reference(i).drm));
  });

  it('Interdiction (14.6): the 2D6 spread and the CSP loss under every reading, terrain -9..+9, feature -1..+2', () => {
    for (const csp of ['modified', 'natural'] as const)
      for (const both of [false, true])
        for (let terrain = -9; terrain <= 9; terrain++)
          for (let feature = -1; feature <= 2; feature++) {
            const i: In = { source: 'prussian-cavalry-division', rating: 4, symbol: 'none', terrain, feature, recon: false, friend: false, far: false, demoralized: false, ft: false, interdict: true, csp, both };
            const want = reference(i);
            const got = ours(i);
            expect(got.interdiction).toEqual(want.interdiction);
            expect(got.csp).toBe(want.csp);
          }
  });

  it('bad input is refused with a message, never NaN', () => {
    for (const [k, v] of [['rating', '0'], ['rating', '10'], ['rating', 'x'], ['terrain', '1.5'], ['terrain', '99'], ['source', 'napoleon'], ['symbol', '#'], ['recon', 'maybe'], ['feature', '']] as const) {
      const r = run(def, { ...query({ source: 'leader', rating: 4, symbol: 'none', terrain: 0, feature: 0, recon: false, friend: false, far: false, demoralized: false, ft: false, interdict: false, csp: 'modified' }), [k]: v });
      expect(r.errors[k], `${k}=${v}`).toMatch(/\w/);
      expect(r.result).toBeUndefined();
    }
    expect(() => def.compute({ ...Object.fromEntries(def.fields.map((f) => [f.key, f.default])), rating: Number.NaN })).toThrow(/rating/);
  });
});
