import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { admiralDeath, band, batteryDrm, battle, fleetsLost, fortressAlone, sideTotal } from '../../../src/games/nations-in-arms/naval/battle.ts';
import { Fraction } from '../../../src/lib/fraction.ts';
import { readFileSync } from 'node:fs';
import { run } from '../../../src/lib/calculator.ts';
import naval from '../../../src/games/nations-in-arms/calculators/naval.ts';

describe('naval battle (10.1-10.5)', () => {
  it('bands: 0 tie, 1-3 retreat, 4-7 one, 8-11 two, 12+ all', () => {
    expect([0, 1, 3, 4, 7, 8, 11, 12, 20, -5].map(band)).toEqual(['tie', 'retreat', 'retreat', 'one', 'one', 'two', 'two', 'all', 'all', 'one']);
  });
  it('10.1 example: British +0 and +1 roll 2 and 6+1 = 9 against the French 5: difference 4, the lone French fleet is lost', () => {
    expect(2 + 6 + 1 - 5).toBe(4);
    expect(fleetsLost(band(4), 1)).toBe(1);
  });
  it('that battle exactly: 2D6+1 against 1D6; a tie is 10/216 by hand (totals 3-6)', () => {
    const o = battle(sideTotal([0, 1]), sideTotal([0]));
    expect(o.tie.equals(new Fraction(10, 216))).toBe(true);
    expect(o.difference.total).toBe(216n);
    // the French cannot be eliminated: the best British total 13 minus the least French 1 is 12, once (6,6 and a 1)
    expect(o.otherLoses.all.equals(new Fraction(1, 216))).toBe(true);
    const sum = [o.tie, ...Object.values(o.phasingLoses), ...Object.values(o.otherLoses)].reduce((a, b) => a.add(b));
    expect(sum.equals(new Fraction(1n))).toBe(true);
  });
  it('the British of that example never lose a fleet (their least 3 against the best French 6 is 3) and retreat 10/216 of the time', () => {
    const o = battle(sideTotal([0, 1]), sideTotal([0]));
    expect(o.phasingLoses.one.isZero()).toBe(true);
    // British 3 (weight 1) vs French 4, 5, 6: 3; British 4 (weight 2) vs 5, 6: 4; British 5 (weight 3) vs 6: 3
    expect(o.phasingLoses.retreat.equals(new Fraction(3 + 4 + 3, 216))).toBe(true);
  });
  it('10.4 example: a level-2 harbor with no fleet rolls 1D6 + 2; one fleet there rolls 1D6 + 4', () => {
    expect(fortressAlone(2).min()).toBe(3);
    expect(fortressAlone(2).max()).toBe(8);
    expect(sideTotal([0], batteryDrm(2)).min()).toBe(5);
  });
  it('10.4 with 9.3 (seed 66, 62): the batteries count the permanent points still standing, a fortress alone its level', () => {
    const at = (q: Record<string, string>, re: RegExp) => run(naval, { where: 'harbor', level: '2', ...q }).result!.steps.find((s) => re.test(s.label))?.value;
    // the example of 10.4, intact: the fleet +4, the fortress alone +2
    expect(at({ 'b-fleets': '1' }, /^Coastal batteries/)).toBe('+4');
    expect(at({ 'b-fleets': '0' }, /fortress rolls$/)).toBe('1D6+2');
    // one permanent point destroyed in a siege: the fleet +2; the fortress alone still rolls by its level
    expect(at({ 'b-fleets': '1', lost: '1' }, /^Coastal batteries/)).toBe('+2');
    expect(at({ 'b-fleets': '0', lost: '1' }, /fortress rolls$/)).toBe('1D6+2');
    expect(run(naval, { where: 'harbor', level: '2', 'b-fleets': '1', lost: '3' }).errors.lost).toBeTruthy();
    const lost = naval.fields.find((f) => f.key === 'lost')!;
    expect(lost.when!({ where: 'harbor', 'b-fleets': 1, level: 2 })).toBe(true);
    expect(lost.when!({ where: 'harbor', 'b-fleets': 0, level: 2 })).toBe(false);
    expect(lost.when!({ where: 'sea', 'b-fleets': 1, level: 2 })).toBe(false);
  });
  it('notes example #47 (10.8): five MP to Biscay, the retreat is the 6th with 2 left, so the fleets\' MF is 8; the page says so', () => {
    expect(5 + 1 + 2).toBe(8);
    const page = readFileSync(new URL('../../../content/nations-in-arms/rules/naval-warfare.mdx', import.meta.url), 'utf8').replace(/\s+/g, ' ');
    expect(page.slice(page.indexOf('<Rule id="10.8"'))).toMatch(/movement factor of 8/);
  });
  it('10.5: an admiral dies on a 12: 1/36; one of two: 71/1296', () => {
    expect(admiralDeath(1).equals(new Fraction(1, 36))).toBe(true);
    expect(admiralDeath(2).equals(new Fraction(71, 1296))).toBe(true);
    expect(admiralDeath(0).isZero()).toBe(true);
  });
  it('fleets lost never exceed the fleets present', () => {
    expect(fleetsLost('two', 1)).toBe(1);
    expect(fleetsLost('all', 3)).toBe(3);
  });
  it('refuses bad input', () => {
    expect(() => sideTotal([])).toThrow(RangeError);
    expect(() => sideTotal([Number.NaN])).toThrow(RangeError);
    expect(() => fortressAlone(4)).toThrow(RangeError);
  });
  it('property: the outcomes of any battle add up to certainty and mirror when the sides swap', () => {
    const side = fc.array(fc.integer({ min: -1, max: 3 }), { minLength: 1, maxLength: 3 });
    fc.assert(fc.property(side, side, fc.integer({ min: 0, max: 6 }), (a, b, flat) => {
      const o = battle(sideTotal(a), sideTotal(b, flat));
      const r = battle(sideTotal(b, flat), sideTotal(a));
      const all = [o.tie, ...Object.values(o.phasingLoses), ...Object.values(o.otherLoses)].reduce((x, y) => x.add(y));
      expect(all.equals(new Fraction(1n))).toBe(true);
      for (const k of ['retreat', 'one', 'two', 'all'] as const) expect(o.phasingLoses[k].equals(r.otherLoses[k])).toBe(true);
    }), { numRuns: 40 });
  });
});

import { hunt, sunk } from '../../../src/games/nations-in-arms/naval/corsairs.ts';

describe('corsair hunt (10.7)', () => {
  it('maneuver +1 against a value 1 corsair finds it on 5-6 (1/3); combat 0 sinks on 5-6 (1/3): 1/9 for one fleet', () => {
    const h = hunt({ maneuver: 1, combat: 0 }, 1);
    expect(h.detect.faces).toEqual([5, 6]);
    expect(h.both.equals(new Fraction(1, 9))).toBe(true);
  });
  it('two such fleets (the example hunts corsair A with two): 1 - (8/9)^2 = 17/81', () => {
    expect(sunk([{ maneuver: 1, combat: 0 }, { maneuver: 1, combat: 0 }], 1).sunk.equals(new Fraction(17, 81))).toBe(true);
  });
  it('a strong corsair cannot be found by a weak admiral: maneuver 0 against value 5 needs a 10', () => {
    expect(hunt({ maneuver: 0, combat: 3 }, 5).both.isZero()).toBe(true);
  });
  it('refuses no hunter', () => expect(() => sunk([], 1)).toThrow(RangeError));
});
