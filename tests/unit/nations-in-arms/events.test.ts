import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { britainCards, franceCards } from '../../../src/games/nations-in-arms/events/draws.ts';
import def from '../../../src/games/nations-in-arms/calculators/events.ts';
import { parseQuery } from '../../../src/lib/calculator.ts';

const none = { flanders: false, italy: false, rhine: false, spainWar: false };
const calm = { fleets: false, invaded: false, continental: false };

describe('Nations in Arms Spring events draw (11.1)', () => {
  it('the rulebook example: France in Spring 1809 with Flanders, northern Italy and the Rhine, Spain at war: 2 + 3 - 1 = 4', () => {
    expect(franceCards({ flanders: true, italy: true, rhine: true, spainWar: true })).toBe(4);
    expect(franceCards({ flanders: true, italy: true, rhine: true, spainWar: false })).toBe(5);
    expect(franceCards(none)).toBe(2);
    expect(franceCards({ ...none, spainWar: true })).toBe(1);
  });
  it('Britain: 2 less each penalty; fleets and invasion are one penalty or two by the reading (errata M1)', () => {
    expect(britainCards(calm, 'three').cards).toBe(2);
    expect(britainCards({ ...calm, fleets: true, invaded: true }, 'three')).toEqual({ cards: 0, penalties: 2, belowZero: false });
    expect(britainCards({ ...calm, fleets: true, invaded: true }, 'two')).toEqual({ cards: 1, penalties: 1, belowZero: false });
    expect(britainCards({ fleets: true, invaded: true, continental: true }, 'three')).toEqual({ cards: 0, penalties: 3, belowZero: true });
    expect(britainCards({ fleets: true, invaded: true, continental: true }, 'two').cards).toBe(0);
  });
  it('the page: the example link gives France 4 and says what the other reading would give Britain', () => {
    const q = new URLSearchParams('flanders=1&italy=1&rhine=1&spainWar=1&fleets=1&invaded=1');
    const { values, errors } = parseQuery(def, q);
    expect(errors).toEqual({});
    const r = def.compute(values);
    expect(r.summary!.map((s) => s.value)).toEqual(['4 cards', '0 cards']);
    expect(r.steps.find((s) => s.label.startsWith('Under the other reading'))!.value).toBe('1');
  });
  it('any answers give whole counts from 0 to 5, never NaN', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), fc.constantFrom('three', 'two') as fc.Arbitrary<'three' | 'two'>, (a, b, c, d, e, f, g, reading) => {
        const n = franceCards({ flanders: a, italy: b, rhine: c, spainWar: d });
        const m = britainCards({ fleets: e, invaded: f, continental: g }, reading).cards;
        return Number.isInteger(n) && n >= 1 && n <= 5 && Number.isInteger(m) && m >= 0 && m <= 2;
      }),
    );
  });
});
