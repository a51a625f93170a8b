/**
 * Differential test of the 1914 Ammo calculator against a reference written
 * from the rulebook (9.4, 9.4.1-9.4.3, 2.6.2, 15.8.2, 23.1.2, 24.3, 25.3),
 * not from our implementation: the increments (DE of the units given Ammo,
 * fractions rounded up), what is recorded on which supply unit or marker, the
 * limits, and when the units fight halved.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { run, type Values } from '../../../../src/lib/calculator.ts';
import { asQuery, defaultsOf, valuesArb } from '../../calc-edges.ts';
import ammo from '../../../../src/games/1914-offensive/calculators/ammunition.ts';

type Kind = 'Depot' | 'Corps Train' | 'Ammo Shortage' | 'Base Transfer';
interface Rec { kind: Kind; before: number; after: number; limit: number | null }
interface Ref { increments: number; strength: string; records: Rec[] | null; refused?: string }

const GERMAN = ['german', 'third', 'ag-belgien'];
function reference(v: Values): Ref {
  const quarters = 4 * (v.one as number) + 2 * (v.half as number) + (v.quarter as number);
  const increments = Math.ceil(quarters / 4); // 9.4: one increment per DE, fractions rounded up
  // cavalry regiments are Combat units of 0 DE (1.1): a combat of them alone takes 0 increments
  if (quarters === 0 && !((v.rgt as number) > 0)) return { increments, strength: '', records: null, refused: 'one' };
  const give = v.give === 'give';
  const source = v.source as string;
  const army = v.army as string;
  if (!give || source === 'none') return { increments, strength: 'Halved (strength and AV)', records: [] };
  if (source === 'magazine') return { increments, strength: 'Full strength', records: [] }; // 9.4.3: never recorded
  const viaDepot = source === 'depot' || source === 'train-depot';
  const viaTrain = source === 'train' || source === 'train-depot';
  const truck = viaDepot && GERMAN.includes(army) && v.truck === true; // 25.3: not against the Depot's limit
  const lim = (k: string) => ((v[k] as number) > 0 ? (v[k] as number) : null);
  const recs: Rec[] = [];
  const add = (kind: Kind, used: number, limit: number | null) => recs.push({ kind, before: used, after: used + increments, limit });
  // 9.4.2 (1): a providing Depot or Corps Train on its Extended side
  if (viaDepot && !truck && v['d-ext'] === true) add('Depot', v['d-used'] as number, lim('d-limit'));
  if (viaTrain && v['t-ext'] === true) add('Corps Train', v['t-used'] as number, lim('t-limit'));
  // 9.4.2 (2): the receiving army's Ammo Shortage (GT 13 on, 15.8.2) or Base Transfer marker (4 per GT, 23.1.2, 24.3)
  const marker = (source !== 'rail' || v['rail-marker'] !== 'free') && (!truck || v['truck-marker'] !== 'free');
  const shortage = (v.gt as number) >= 13 && !['alsace', 'belgian', 'ag-belgien'].includes(army) && v.short === true;
  const transfer = (army === 'bef' || army === 'belgian') && v.transfer === true;
  if (marker && shortage) add('Ammo Shortage', v['s-used'] as number, lim('s-limit'));
  if (marker && transfer) add('Base Transfer', v['b-used'] as number, 4);
  for (const [u, l, on] of [['d-used', 'd-limit', viaDepot && !truck && v['d-ext'] === true], ['t-used', 't-limit', viaTrain && v['t-ext'] === true], ['s-used', 's-limit', shortage]] as const)
    if (on && (v[l] as number) > 0 && (v[u] as number) > (v[l] as number)) return { increments, strength: '', records: null, refused: u };
  const room = Math.min(...recs.map((r) => (r.limit === null ? Infinity : r.limit - r.before)));
  // a spent limit gives no unit Ammo (9.4.2), 0 DE included; otherwise 0 increments move no marker
  if (increments === 0) return room > 0 ? { increments, strength: 'Full strength', records: [] } : { increments, strength: 'Halved (strength and AV)', records: null };
  if (room >= increments) return { increments, strength: 'Full strength', records: recs };
  return { increments, strength: room > 0 ? `Ammo for ${room} DE only` : 'Halved (strength and AV)', records: null };
}

const q = asQuery;
const kindOf = (on: string): Kind => (/Corps Train/i.test(on) ? 'Corps Train' : /Shortage/i.test(on) ? 'Ammo Shortage' : /Base Transfer/i.test(on) ? 'Base Transfer' : 'Depot');

function compare(v: Values): void {
  const ctx = JSON.stringify(v);
  const ref = reference(v);
  const got = run(ammo, q(v));
  if (ref.refused) {
    expect(got.result, ctx).toBeUndefined();
    expect(got.errors[ref.refused], ctx).toMatch(/\w/);
    return;
  }
  expect(got.failure, ctx).toBeUndefined();
  expect(got.errors, ctx).toEqual({});
  const s = Object.fromEntries(got.result!.summary!.map((x) => [x.label, x.value]));
  expect(s.Increments, ctx).toBe(String(ref.increments));
  expect(s.Strength, ctx).toBe(ref.strength);
  if (ref.records) {
    const rows = got.result!.tables[0]?.rows ?? [];
    const mine = rows.map((r) => ({ kind: kindOf(String(r.cells[0])), before: r.cells[1], after: r.cells[2], limit: r.cells[3] === 'read it' ? null : r.cells[3] }));
    const order = (a: { kind: Kind }, b: { kind: Kind }) => a.kind.localeCompare(b.kind);
    expect(mine.sort(order), ctx).toEqual([...ref.records].sort(order));
    expect(s.Recorded === 'nothing', ctx).toBe(ref.records.length === 0);
    for (const r of rows) if (r.cells[3] !== 'read it') expect(r.cells[4], ctx).toBe(r.cells[2] === r.cells[3] ? (/marker/.test(String(r.cells[0])) ? 'army spent' : 'No More Ammo') : `${(r.cells[3] as number) - (r.cells[2] as number)} left`);
  }
}

const arb = valuesArb(ammo);
const BASE: Values = defaultsOf(ammo);

describe('Ammo: ours against a reference from the rulebook', () => {
  it('every field at random (fast-check)', () => {
    fc.assert(fc.property(arb, (v) => compare(v)), { numRuns: 3000 });
  });
  it('small used counts and limits, so that limits bind (fast-check)', () => {
    const small = arb.map((v): Values => ({ ...v, 'd-used': (v['d-used'] as number) % 6, 'd-limit': (v['d-limit'] as number) % 8, 't-used': (v['t-used'] as number) % 6, 't-limit': (v['t-limit'] as number) % 8, 's-used': (v['s-used'] as number) % 6, 's-limit': (v['s-limit'] as number) % 8, gt: (v.gt as number) % 2 ? (v.gt as number) : 13 + ((v.gt as number) % 17), give: 'give' }));
    fc.assert(fc.property(small, (v) => compare(v)), { numRuns: 3000 });
  });
  it('every unit mix 0-9 of each size, every source and army (exhaustive over sizes × 4 sources)', () => {
    for (const one of [0, 1, 9])
      for (let half = 0; half <= 9; half++)
        for (let quarter = 0; quarter <= 9; quarter++)
          for (const source of ['depot', 'train', 'train-depot', 'rail', 'magazine', 'none'])
            for (const army of ['french', 'bef', 'german', 'third'])
              compare({ ...BASE, one, half, quarter, source, army, gt: 14, short: true, 's-limit': 6, 's-used': 1, transfer: true, 'b-used': 1 });
  });
  it('typed edge inputs are refused with a message, never NaN or a TypeError', () => {
    for (const [k, bad] of [['gt', '0'], ['gt', '31'], ['one', '-1'], ['one', '10'], ['d-used', '41'], ['b-used', '5'], ['army', 'prussian'], ['half', '½']] as const) {
      const got = run(ammo, { army: 'bef', transfer: '1', [k]: bad });
      expect(got.result, `${k}=${bad}`).toBeUndefined();
      expect(got.failure).toBeUndefined();
      expect(got.errors[k], `${k}=${bad}`).toMatch(/\w/);
    }
  });
});
