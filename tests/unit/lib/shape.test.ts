// The small shape checker for saves (issue 14, section 8), and each game's save shape.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { array, bool, int, nullable, object, oneOf, optional, record } from '../../../src/lib/shape.ts';
import deathRide from '../../../src/games/death-ride/checklist.ts';
import metz from '../../../src/games/metz-1870/checklist.ts';

describe('shape checker', () => {
  it('whole numbers in a range', () => {
    const s = int(1, 7);
    expect(s(1)).toBe(true);
    expect(s(7)).toBe(true);
    for (const bad of [0, 8, 999, -1, 1.5, NaN, Infinity, '3', 'abc', null, undefined, true]) expect(s(bad), String(bad)).toBe(false);
  });
  it('enums, booleans, null and optional', () => {
    expect(oneOf('a', 'b')('b')).toBe(true);
    expect(oneOf('a', 'b')('c')).toBe(false);
    expect(bool(false)).toBe(true);
    expect(bool(0)).toBe(false);
    expect(nullable(int(0, 1))(null)).toBe(true);
    expect(nullable(int(0, 1))(undefined)).toBe(false);
    expect(optional(int(0, 1))(undefined)).toBe(true);
    expect(optional(int(0, 1))(2)).toBe(false);
  });
  it('objects, records and arrays check every part', () => {
    const s = object({ turn: int(1, 7), held: record(['French', 'Prussian'], int(0, 9)), log: array(object({ roll: int(1, 10) }), 3) });
    expect(s({ turn: 2, held: { French: 0, Prussian: 1 }, log: [{ roll: 4 }] })).toBe(true);
    expect(s({})).toBe(false);
    expect(s(null)).toBe(false);
    expect(s([])).toBe(false);
    expect(s({ turn: 2, held: { French: 0 }, log: [] })).toBe(false);
    expect(s({ turn: 2, held: { French: 0, Prussian: 0 }, log: [{ roll: 4 }, { roll: 11 }] })).toBe(false);
    expect(s({ turn: 2, held: { French: 0, Prussian: 0 }, log: [{ roll: 1 }, { roll: 1 }, { roll: 1 }, { roll: 1 }] })).toBe(false);
  });
});

describe("each game's save shape", () => {
  for (const [name, mod] of [['death-ride', deathRide], ['metz-1870', metz]] as const) {
    const fresh = () => JSON.parse(JSON.stringify(createActor(mod.machine).start().getSnapshot().context));
    it(`${name}: a fresh game fits; {} and a bad turn do not`, () => {
      expect(mod.context).toBeDefined();
      expect(mod.context!(fresh())).toBe(true);
      expect(mod.context!({})).toBe(false);
      for (const turn of [999, -1, 0, 'abc', 1.5, null]) expect(mod.context!({ ...fresh(), turn }), String(turn)).toBe(false);
    });
  }
  it('metz-1870: a missing side of the held events or a bad cup count does not fit', () => {
    const c = JSON.parse(JSON.stringify(createActor(metz.machine).start().getSnapshot().context));
    expect(metz.context!({ ...c, held: {} })).toBe(false);
    expect(metz.context!({ ...c, cup: { ...c.cup, fow: 'x' } })).toBe(false);
  });
});
