/**
 * 1914 Ammo for one combat (9.4): the 9.4.2 example (two divisions from an
 * Extended Depot through an Extended Corps Train: both markers at 2), the
 * 11.2 comprehensive example (normal ranges: nothing recorded), and
 * hand-worked limits, markers and trucks.
 */
import { describe, expect, it } from 'vitest';
import { run } from '../../../src/lib/calculator.ts';
import ammo from '../../../src/games/1914-offensive/calculators/ammunition.ts';
import { provideAmmo, type AmmoInput } from '../../../src/games/1914-offensive/ammunition/provision.ts';

const none = { used: 0, limit: null };
const base: AmmoInput = {
  gt: 5, army: 'french', units: { one: 2, half: 0, quarter: 0, none: 0 }, give: true, source: 'train-depot',
  depotExtended: true, depot: none, trainExtended: true, train: none, shortage: false, shortageTally: none, transfer: false, transferUsed: 0,
  truck: false, truckState: 'unused', truckReading: 'counts', railReading: 'counts',
};
const summary = (q: Record<string, string>) => Object.fromEntries(run(ammo, q).result!.summary!.map((s) => [s.label, String(s.value)]));

describe('the rulebook examples', () => {
  it('9.4.2: two divisions, Extended Depot through an Extended Corps Train: an Ammo Provided marker at 2 on both', () => {
    const r = provideAmmo(base);
    expect(r.increments).toBe(2);
    expect(r.records.map((x) => [x.on, x.after])).toEqual([['the Depot', 2], ['the Corps Train', 2]]);
    expect(summary({}).Recorded).toBe('Depot 2, Corps Train 2');
  });
  it('11.2: every supply unit within its normal range: Ammo given, nothing recorded', () => {
    const r = provideAmmo({ ...base, depotExtended: false, trainExtended: false });
    expect(r.supplied).toBe(true);
    expect(r.records).toEqual([]);
    expect(summary({ 'd-ext': '0', 't-ext': '0' })).toMatchObject({ Strength: 'Full strength', Recorded: 'nothing' });
  });
});

describe('increments (hand-worked)', () => {
  it('one per DE, the combat total rounded up: 1 + ½ + ¼ = 1¾ → 2; three regiments ¾ → 1; artillery adds nothing', () => {
    expect(provideAmmo({ ...base, units: { one: 1, half: 1, quarter: 1, none: 0 } }).increments).toBe(2);
    expect(provideAmmo({ ...base, units: { one: 0, half: 0, quarter: 3, none: 2 } }).increments).toBe(1);
    // rounded up, not to the nearest: 1¼ takes 2
    expect(provideAmmo({ ...base, units: { one: 1, half: 0, quarter: 1, none: 0 } }).increments).toBe(2);
  });
  it('a side with only artillery is refused: it fights only beside a Combat unit', () => {
    expect(run(ammo, { one: '0', art: '2' }).errors.one).toMatch(/0 DE/);
  });
  it('saving the Ammo, or no source: strength and AV halved', () => {
    expect(provideAmmo({ ...base, give: false }).supplied).toBe(false);
    expect(summary({ source: 'none' }).Strength).toBe('Halved (strength and AV)');
  });
});

describe('Provision Limits and No More Ammo', () => {
  it('Depot limit 8 with 6 used: two more reach it, and its marker flips to No More Ammo', () => {
    const r = provideAmmo({ ...base, trainExtended: false, depot: { used: 6, limit: 8 } });
    expect(r.records[0]).toMatchObject({ on: 'the Depot', before: 6, after: 8, exhausted: true });
    expect(r.actions.join(' ')).toMatch(/No More Ammo/);
  });
  it('only 1 left for 2 increments: Ammo for 1 DE only', () => {
    const r = provideAmmo({ ...base, trainExtended: false, depot: { used: 7, limit: 8 } });
    expect(r).toMatchObject({ supplied: false, room: 1 });
    expect(summary({ 't-ext': '0', 'd-used': '7', 'd-limit': '8' }).Strength).toBe('Ammo for 1 DE only');
  });
  it('a Depot already at No More Ammo gives nothing', () => {
    expect(provideAmmo({ ...base, trainExtended: false, depot: { used: 8, limit: 8 } })).toMatchObject({ supplied: false, records: [] });
  });
  it('a limit not entered is never guessed: the marker is set and the player reads the counter', () => {
    const r = provideAmmo(base);
    expect(r.room).toBeNull();
    expect(r.steps.some((s) => /not entered/.test(s.value))).toBe(true);
  });
  it('used over the limit is refused', () => {
    expect(run(ammo, { 't-ext': '0', 'd-used': '9', 'd-limit': '8' }).errors['d-used']).toMatch(/limit of 8/);
    expect(() => provideAmmo({ ...base, depot: { used: 9, limit: 8 } })).toThrow(RangeError);
  });
});

describe('army markers: Ammo Shortage from GT 13, Base Transfer 4 per GT', () => {
  it('no Shortage marker before GT 13: the field is not even asked', () => {
    expect(run(ammo, { gt: '12', short: '1', 'd-ext': '0', 't-ext': '0' }).result!.steps.some((s) => /Shortage/.test(s.label))).toBe(false);
    expect(() => provideAmmo({ ...base, gt: 12, shortage: true })).toThrow(RangeError);
  });
  it('GT 13 with a Shortage marker: recorded on the marker even from normal ranges; once spent no unit of the army gets Ammo', () => {
    const r = provideAmmo({ ...base, gt: 13, depotExtended: false, trainExtended: false, shortage: true, shortageTally: { used: 3, limit: 5 } });
    expect(r.records).toMatchObject([{ on: 'the Ammo Shortage marker', after: 5, exhausted: true }]);
    expect(r.actions.join(' ')).toMatch(/no unit in its AoA/);
    const spent = provideAmmo({ ...base, gt: 13, depotExtended: false, trainExtended: false, shortage: true, shortageTally: { used: 5, limit: 5 } });
    expect(spent.supplied).toBe(false);
  });
  it('no Shortage marker on the Alsace Army, the Army of Belgium or A-G Belgien', () => {
    for (const army of ['alsace', 'belgian', 'ag-belgien'] as const) expect(() => provideAmmo({ ...base, army, gt: 20, shortage: true })).toThrow(RangeError);
  });
  it('BEF Base Transfer: 4 per GT; 3 used leaves 1 for 2 increments', () => {
    const r = provideAmmo({ ...base, army: 'bef', depotExtended: false, trainExtended: false, transfer: true, transferUsed: 3 });
    expect(r).toMatchObject({ supplied: false, room: 1 });
    expect(r.records[0]).toMatchObject({ on: 'the Base Transfer marker', after: 4, limit: 4, exhausted: true });
  });
  it('a Port or a supply-symbol Fortified Camp: automatic and never recorded, marker or not', () => {
    expect(provideAmmo({ ...base, gt: 13, source: 'magazine', shortage: true, shortageTally: { used: 5, limit: 5 } })).toMatchObject({ supplied: true, records: [] });
  });
});

describe('German Truck markers (25.3)', () => {
  const german: AmmoInput = { ...base, army: 'german', source: 'depot', truck: true, depot: { used: 8, limit: 8 } };
  it('Truck Ammo does not count on the Depot, even one at No More Ammo; the first use flips it, the second removes it', () => {
    expect(provideAmmo(german)).toMatchObject({ supplied: true, records: [], truckAfter: 'flipped' });
    expect(provideAmmo({ ...german, truckState: 'flipped' }).truckAfter).toBe('removed');
  });
  it("the Third Army's one-sided marker goes after one use", () => {
    expect(provideAmmo({ ...german, army: 'third' }).truckAfter).toBe('removed');
    expect(() => provideAmmo({ ...german, army: 'third', truckState: 'flipped' })).toThrow(RangeError);
  });
  it('with a Shortage marker: counts on it by default, not under the other reading', () => {
    const g = { ...german, gt: 14, shortage: true, shortageTally: { used: 0, limit: 4 } };
    expect(provideAmmo(g).records.map((r) => r.on)).toEqual(['the Ammo Shortage marker']);
    expect(provideAmmo({ ...g, truckReading: 'free' }).records).toEqual([]);
  });
  it('no trucks for the Allies', () => {
    expect(() => provideAmmo({ ...base, truck: true, source: 'depot' })).toThrow(RangeError);
  });
});

describe('guards', () => {
  it('refuses NaN, fractions and unknown choices', () => {
    expect(() => provideAmmo({ ...base, gt: Number.NaN })).toThrow(RangeError);
    expect(() => provideAmmo({ ...base, units: { one: 1.5, half: 0, quarter: 0, none: 0 } })).toThrow(RangeError);
    expect(() => provideAmmo({ ...base, source: 'air' as never })).toThrow(RangeError);
    expect(run(ammo, { one: '-1' }).errors.one).toBeTruthy();
  });
});

describe('a combat of 0-DE units only (1.1, 9.4)', () => {
  const rgts = { one: 0, half: 0, quarter: 0, none: 0, rgt: 2 };
  it('cavalry regiments count 0 DE, so they take 0 increments: Ammo given, no marker moves, even on Extended sides', () => {
    const r = provideAmmo({ ...base, units: rgts, depot: { used: 3, limit: 8 } });
    expect(r).toMatchObject({ quarters: 0, increments: 0, supplied: true, records: [] });
    expect(r.actions.join(' ')).toMatch(/Nothing to record/);
    expect(provideAmmo({ ...base, units: { ...rgts, none: 1 } })).toMatchObject({ increments: 0, supplied: true, records: [] });
  });
  it('a source must still reach them, and a spent limit still leaves them without Ammo (9.4.2)', () => {
    expect(provideAmmo({ ...base, units: rgts, source: 'none' }).supplied).toBe(false);
    expect(provideAmmo({ ...base, units: rgts, trainExtended: false, depot: { used: 8, limit: 8 } }).supplied).toBe(false);
  });
  it('the page answers it instead of refusing it: 0 increments, full strength, nothing recorded', () => {
    const r = run(ammo, { one: '0', rgt: '1', art: '1' });
    expect(r.errors).toEqual({});
    expect(summary({ one: '0', rgt: '1', art: '1' })).toMatchObject({ Increments: '0', Strength: 'Full strength', Recorded: 'nothing' });
    expect(r.result!.notes!.join(' ')).toMatch(/0 DE/);
  });
  it('older callers without the regiment count are read as before', () => {
    expect(provideAmmo(base).increments).toBe(2);
    expect(() => provideAmmo({ ...base, units: { ...rgts, rgt: -1 } })).toThrow(RangeError);
  });
});

describe('what the headline assumes: a Provision Limit not entered is taken as leaving room', () => {
  const assumed = (q: Record<string, string>) => run(ammo, q).result!.assumptions!;
  it('9.4.2 example, no limit entered: room on both the Depot and the Corps Train, each linked to its limit', () =>
    expect(assumed({})).toEqual([
      { text: "room for 2 increments under the Depot's Provision Limit (not entered)", field: 'd-limit' },
      { text: "room for 2 increments under the Corps Train's Provision Limit (not entered)", field: 't-limit' },
    ]));
  it('a limit entered settles its own; the other is still assumed', () =>
    expect(assumed({ 'd-limit': '6' }).map((a) => a.field)).toEqual(['t-limit']));
  it('the Ammo Shortage marker from GT 13, limit not entered: assumed too', () =>
    expect(assumed({ gt: '13', short: '1', 'd-limit': '6', 't-limit': '6' })).toEqual([
      { text: "room for 2 increments under the Ammo Shortage marker's Provision Limit (not entered)", field: 's-limit' },
    ]));
  it('a known limit leaving 1: the unknown one is assumed to hold that 1', () =>
    expect(assumed({ 'd-limit': '4', 'd-used': '3' })).toEqual([{ text: "room for 1 increment under the Corps Train's Provision Limit (not entered)", field: 't-limit' }]));
  it('nothing recorded (normal range), a spent limit, or Ammo saved: nothing assumed', () => {
    expect(assumed({ 'd-ext': '0', 't-ext': '0' })).toEqual([]);
    expect(assumed({ 'd-limit': '3', 'd-used': '3' })).toEqual([]);
    expect(assumed({ give: 'save' })).toEqual([]);
  });
});
