import { describe, expect, it } from 'vitest';
import {
  activationsLeft,
  adjust,
  chanceWithin,
  CHIT_KINDS,
  CHITS,
  chitChance,
  cupSize,
  defaultPlan,
  describeCup,
  drawChances,
  drawnSoFar,
  emptyCup,
  fillCup,
  isCup,
  kindChance,
  maxOf,
  sideChance,
  take,
  type ChitKind,
  type Cup,
} from '../../../../src/games/metz-1870/checklist/cup.ts';
import { Fraction, frac } from '../../../../src/lib/fraction.ts';

const cupOf = (p: Partial<Cup>): Cup => ({ ...emptyCup(), ...p });
const sum = (fs: Fraction[]) => fs.reduce((a, b) => a.add(b), Fraction.ZERO);

/** Every ordering of the physical chits (each one distinct), for brute-force checks on small cups. */
function orderings(cup: Cup): ChitKind[][] {
  const chits = CHIT_KINDS.flatMap((k) => Array.from({ length: cup[k] }, () => k));
  const out: ChitKind[][] = [];
  const rec = (left: ChitKind[], acc: ChitKind[]) => {
    if (left.length === 0) return void out.push(acc);
    left.forEach((k, i) => rec([...left.slice(0, i), ...left.slice(i + 1)], [...acc, k]));
  };
  rec(chits, []);
  return out;
}

describe('Metz 1870 draw cup: contents', () => {
  it('a usual day cup: one planned and five random Event chits a side, plus Fortunes of War (5.1)', () => {
    const plan = defaultPlan();
    expect(plan.frenchEvent).toBe(6);
    expect(plan.prussianEvent).toBe(6);
    expect(plan.fow).toBe(1);
    expect(cupSize(plan)).toBe(13);
    expect(activationsLeft(plan)).toBe(0);
  });
  it('Evening and Deep Night take only Activation and CIC chits (18.2, 18.3); other turns take everything', () => {
    const plan = cupOf({ frenchFormation: 4, prussianFormation: 5, bazaine: 1, generalStaff: 1, fow: 1, frenchEvent: 6, prussianEvent: 6 });
    for (const t of ['evening', 'deepNight'] as const) expect(fillCup(plan, t)).toEqual(cupOf({ frenchFormation: 4, prussianFormation: 5, bazaine: 1, generalStaff: 1 }));
    for (const t of ['day', 'dusk', 'dawn'] as const) expect(fillCup(plan, t)).toEqual(plan);
    expect(plan.fow).toBe(1); // the plan itself is not changed
  });
  it('chit owners: blue French, gray Prussian, the Fortunes of War chit nobody (6.3)', () => {
    expect(CHIT_KINDS.map((k) => CHITS[k].side)).toEqual(['French', 'Prussian', 'French', 'Prussian', null, 'French', 'Prussian']);
    expect(CHIT_KINDS.filter((k) => CHITS[k].type === 'cic')).toEqual(['bazaine', 'generalStaff']);
  });
  it('limits: one chit per CIC and FoW, eleven Event chits a side', () => {
    expect(maxOf('fow')).toBe(1);
    expect(maxOf('bazaine')).toBe(1);
    expect(maxOf('frenchEvent')).toBe(11);
    expect(adjust(emptyCup(), 'fow', 1).fow).toBe(1);
    expect(() => adjust(cupOf({ fow: 1 }), 'fow', 1)).toThrow(RangeError);
    expect(() => adjust(emptyCup(), 'frenchFormation', -1)).toThrow(RangeError);
    expect(() => adjust(cupOf({ frenchEvent: 11 }), 'frenchEvent', 1)).toThrow(RangeError);
    expect(adjust(cupOf({ prussianFormation: 1 }), 'prussianFormation', 1, { formations: 2, events: 1 }).prussianFormation).toBe(2);
    expect(() => adjust(cupOf({ prussianFormation: 2 }), 'prussianFormation', 1, { formations: 2, events: 1 })).toThrow(RangeError);
  });
  it('a drawn chit leaves the cup; an absent one cannot be drawn', () => {
    const cup = cupOf({ frenchFormation: 2, fow: 1 });
    const after = take(cup, 'frenchFormation');
    expect(after.frenchFormation).toBe(1);
    expect(cup.frenchFormation).toBe(2);
    expect(cupSize(after)).toBe(2);
    expect(() => take(after, 'bazaine')).toThrow(RangeError);
    expect(drawnSoFar(cup, take(after, 'fow'))).toEqual(cupOf({ frenchFormation: 1, fow: 1 }));
  });
  it('describes what is in the cup, kinds with a count only', () => {
    expect(describeCup(cupOf({ frenchFormation: 3, fow: 1 }))).toEqual(['3 French formation activation chits', '1 Fortunes of War chit']);
    expect(describeCup(emptyCup())).toEqual([]);
  });
  it('checks saved cups (untrusted)', () => {
    expect(isCup(defaultPlan())).toBe(true);
    expect(isCup({ ...defaultPlan(), fow: 2 })).toBe(false);
    expect(isCup({ ...defaultPlan(), frenchEvent: -1 })).toBe(false);
    expect(isCup({ ...defaultPlan(), frenchEvent: 1.5 })).toBe(false);
    expect(isCup({ frenchFormation: 1 })).toBe(false);
    expect(isCup(null)).toBe(false);
  });
});

describe('Metz 1870 draw cup: chances (exact)', () => {
  const cup = cupOf({ frenchFormation: 3, prussianFormation: 4, fow: 1, frenchEvent: 6, prussianEvent: 6 });
  it('a kind comes out next with count/remaining, one given chit with 1/remaining', () => {
    expect(cupSize(cup)).toBe(20);
    expect(kindChance(cup, 'frenchFormation')).toEqual(frac(3, 20));
    expect(kindChance(cup, 'prussianEvent')).toEqual(frac(3, 10));
    expect(kindChance(cup, 'bazaine')).toEqual(Fraction.ZERO);
    expect(chitChance(cup, 'prussianFormation')).toEqual(frac(1, 20));
    expect(chitChance(cup, 'bazaine')).toEqual(Fraction.ZERO);
    expect(kindChance(emptyCup(), 'fow')).toEqual(Fraction.ZERO);
  });
  it('side chances: French 9/20, Prussian 1/2, and the FoW chit the remaining 1/20', () => {
    expect(sideChance(cup, 'French')).toEqual(frac(9, 20));
    expect(sideChance(cup, 'Prussian')).toEqual(frac(1, 2));
    expect(sideChance(cup, 'French').add(sideChance(cup, 'Prussian')).add(kindChance(cup, 'fow'))).toEqual(Fraction.ONE);
  });
  it('the cup shrinks by one per draw and the next-draw chances add to 1 until it is empty', () => {
    let c = cup;
    const order: ChitKind[] = ['fow', 'frenchEvent', 'prussianFormation', 'frenchFormation'];
    for (let i = 20; i > 0; i--) {
      expect(cupSize(c)).toBe(i);
      const rows = drawChances(c);
      expect(sum(rows.map((r) => r.next))).toEqual(Fraction.ONE);
      expect(rows.every((r) => r.one.equals(frac(1, i)))).toBe(true);
      const k = order.find((x) => c[x] > 0) ?? rows[0]!.kind;
      c = take(c, k);
    }
    expect(cupSize(c)).toBe(0);
    expect(drawChances(c)).toEqual([]);
  });
  it('within the next k draws: k/n for one given chit, 1 - C(n-c,k)/C(n,k) for a kind', () => {
    const small = cupOf({ frenchFormation: 2, prussianFormation: 1, fow: 1, frenchEvent: 1 });
    expect(chanceWithin(small, 'frenchFormation', 2)).toEqual(frac(7, 10)); // 1 - 3/10
    expect(chanceWithin(small, 'frenchFormation', 2, true)).toEqual(frac(2, 5));
    expect(chanceWithin(small, 'fow', 0)).toEqual(Fraction.ZERO);
    expect(chanceWithin(small, 'fow', 9)).toEqual(Fraction.ONE);
    expect(chanceWithin(small, 'bazaine', 3)).toEqual(Fraction.ZERO);
    expect(() => chanceWithin(small, 'fow', -1)).toThrow(RangeError);
  });
  it('agrees with brute force over every ordering of a small cup', () => {
    const small = cupOf({ frenchFormation: 2, prussianFormation: 1, generalStaff: 1, fow: 1, prussianEvent: 1 });
    const all = orderings(small);
    expect(all.length).toBe(720);
    for (const kind of CHIT_KINDS) {
      const firstIs = all.filter((o) => o[0] === kind).length;
      expect(kindChance(small, kind), kind).toEqual(frac(firstIs, all.length));
      for (let k = 0; k <= 6; k++) {
        const within = all.filter((o) => o.slice(0, k).includes(kind)).length;
        expect(chanceWithin(small, kind, k), `${kind} ${k}`).toEqual(frac(within, all.length));
      }
    }
  });
});
