import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { niaMachine } from '../../src/games/nations-in-arms/checklist/machine.ts';
import checklist from '../../src/games/nations-in-arms/checklist.ts';
import steps, { events as labels, notes } from '../../src/games/nations-in-arms/steps.ts';
import { choicesNow, sequenceOutline, type Block } from '../../src/lib/checklist.ts';
import { exploreMachine, unlabeledChoices, type EventObject } from './graph.ts';
import type { NiaContext } from '../../src/games/nations-in-arms/checklist/context.ts';
import { countingChance, landValue, MARKERS, sideOf, verdict, type Marker } from '../../src/games/nations-in-arms/checklist/pool.ts';
import { DATED } from '../../src/games/nations-in-arms/checklist/dated.ts';

type Actor = ReturnType<typeof createActor<typeof niaMachine>>;
const leaf = (s: AnyMachineSnapshot) => s._nodes.filter((n) => Object.keys(n.states ?? {}).length === 0).map((n) => n.path.join('.'))[0];
const ctx = (a: Actor) => a.getSnapshot().context as NiaContext;
const noteKeys = (a: Actor) => checklist.extras!(a.getSnapshot(), labels).flatMap((b) => ('note' in b ? [b.note] : []));
const blocks = (a: Actor): Block[] => checklist.extras!(a.getSnapshot(), labels).filter((b): b is Block => !('note' in b));
const SEASON = ['SPRING', 'SUMMER', 'AUTUMN', 'WINTER'] as const;

/** Press on (NEXT, or what `ev` gives for a step) until the leaf state `to`; a loop that never gets there fails. */
function until(a: Actor, to: string, ev: (leafNow: string) => { type: string } = () => ({ type: 'NEXT' })) {
  for (let i = 0; i < 60 && leaf(a.getSnapshot()) !== to; i++) a.send(ev(leaf(a.getSnapshot())!));
  expect(leaf(a.getSnapshot())).toBe(to);
}

/** A new game at the pool step of the given season and year. */
function toPool(season: 0 | 1 | 2 | 3, year = 1805, extra: ('E' | 'C')[] = []): Actor {
  const a = createActor(niaMachine).start();
  a.send({ type: 'SETUP', year, value: 0 });
  a.send({ type: SEASON[season] });
  until(a, 'buildPool');
  for (const s of extra) a.send({ type: `EXTRA_${s}` });
  a.send({ type: 'POOL_READY' });
  expect(leaf(a.getSnapshot())).toBe('draw');
  return a;
}
/** Draw a marker; a land marker activates nobody, any other activation is done at once. */
function draw(a: Actor, m: Marker) {
  a.send({ type: `DRAW_${m}` });
  const l = leaf(a.getSnapshot());
  if (l === 'land.pick') a.send({ type: 'LAND_DONE' });
  else if (l === 'naval' || l === 'neutralLand' || l === 'neutralNaval') a.send({ type: 'NEXT' });
}
/** From the end of operations to the next turn's pool (winter goes through its conquest and the year's end). */
function nextTurnPool(a: Actor, extra: ('E' | 'C')[] = []) {
  until(a, 'buildPool');
  for (const s of extra) a.send({ type: `EXTRA_${s}` });
  a.send({ type: 'POOL_READY' });
}

describe('Nations in Arms checklist: the machine as a graph', () => {
  // land markers stand in by side (the lowest of each side in the pool), other markers by kind: values never change the flow
  const modelEvents = (s: AnyMachineSnapshot): EventObject[] => {
    const c = s.context as NiaContext;
    if (s.matches('setup')) return [{ type: 'SETUP', year: 1813, value: 0 }]; // the last two years: a year's end, then the game's
    if (s.matches('draw')) {
      // the draw's order among naval and neutral markers changes nothing but Spring's naval debt: they come in a
      // fixed order (Empire Naval first); land markers by side (the lowest left), the side that must wait only on
      // a turn's first draw (to set it aside); Winter Quarters whenever it is in
      const first = c.played.length === 0;
      const land = (['E', 'C'] as const).map((side) => c.pool.find((m) => sideOf(m) === side && landValue(m) > 0)).filter((m): m is Marker => !!m && (first || verdict(c, m) === 'play'));
      const other = (['EN', 'CN', 'EX', 'CX', 'NL', 'NN'] as const).find((m) => c.pool.includes(m));
      return [...land, ...(other ? [other] : []), ...(c.pool.includes('WQ') ? (['WQ'] as const) : [])].map((m) => ({ type: `DRAW_${m}` }));
    }
    // a leader's activation (A-E) is walked on a turn's first marker only: later ones repeat it with another pool
    const walkLeader = c.played.length === 1;
    return choicesNow(s)
      .filter((t) => t !== 'EXTRA_C' && !(s.matches('season') && t !== 'SPRING') && (walkLeader || t !== 'LEADER'))
      .map((type) => ({ type }));
  };
  const serialize = (s: AnyMachineSnapshot) => {
    const c = s.context as NiaContext;
    const count = (list: Marker[], f: (m: Marker) => boolean) => list.filter(f).length;
    const kinds = (list: Marker[]) => [count(list, (m) => sideOf(m) === 'E' && landValue(m) > 0), count(list, (m) => sideOf(m) === 'C' && landValue(m) > 0), count(list, (m) => m === 'EN' || m === 'EX'), count(list, (m) => m === 'CN' || m === 'CX'), count(list, (m) => m === 'NL' || m === 'NN'), list.includes('WQ')];
    return JSON.stringify([s.value, c.year === 1814, c.later, c.season, kinds(c.pool), kinds(c.aside), c.played.length > 0, c.played.includes('EN'), c.played.includes('CN'), c.wq, c.lastLand, c.lastSide, c.prevSide, c.due, c.extra, c.extraYear]);
  };
  let report: ReturnType<typeof exploreMachine>;
  // every reachable draw with Winter Quarters in the pool, to check where drawing it leads
  const wqDraws = new Map<string, NiaContext>();
  beforeAll(() => {
    report = exploreMachine(niaMachine, (s) => {
      const c = s.context as NiaContext;
      if (s.matches('draw') && c.pool.includes('WQ')) wqDraws.set(serialize(s), JSON.parse(JSON.stringify(c)) as NiaContext);
      return modelEvents(s);
    }, { serialize, shape: checklist.context });
  }, 600_000);

  it('from every reachable draw, Winter Quarters ends Winter at once, Autumn on the second, Spring on the third after the owed naval activations (3.1, 3.2)', () => {
    // written from 3.1 and 3.2, not from pool.ts: draws ignored before the one that ends, by season
    const ignoredBefore = { 0: 2, 2: 1, 3: 0 } as Record<number, number>;
    const expected = (c: NiaContext): string => {
      // set aside, the draw goes on; with nothing left in the pool the phase is over
      const aside = c.pool.length > 1 ? 'draw' : 'finalAttrition';
      if (c.played.length === 0 && c.later) return aside; // a later turn's first draw may not be Winter Quarters
      if (c.wq < ignoredBefore[c.season]!) return aside; // ignored
      if (c.season === 0 && !(c.played.includes('EN') && c.played.includes('CN'))) return 'springNaval';
      return 'finalAttrition';
    };
    const seen = new Set<string>();
    for (const c of wqDraws.values()) {
      const a = createActor(niaMachine, { snapshot: niaMachine.resolveState({ value: 'draw', context: c }) }).start();
      a.send({ type: 'DRAW_WQ' });
      const want = expected(c);
      const at = `${['Spring', 'Summer', 'Autumn', 'Winter'][c.season]} wq ${c.wq}, played ${c.played.join(' ') || 'none'}${c.later ? ', a later turn' : ''}`;
      expect(leaf(a.getSnapshot()), at).toBe(want);
      if (want === 'draw') expect(ctx(a).aside, at).toContain('WQ');
      if (want === 'finalAttrition' && c.pool.length > 1) expect(ctx(a).wq, at).toBe(c.wq + 1);
      seen.add(`${c.season}:${want}`);
    }
    // each season's ending was met in the walk, and Spring's owed naval activations too
    expect([...seen].sort()).toEqual(expect.arrayContaining(['0:draw', '0:finalAttrition', '0:springNaval', '2:draw', '2:finalAttrition', '3:draw', '3:finalAttrition']));
    expect(wqDraws.size).toBeGreaterThan(100);
  });

  it('reaches every state', () => {
    // `turn` only passes control on (eventless transitions): no snapshot ever rests in it
    const transient = (id: string) => niaMachine.getStateNodeById(`nia.${id}`).always !== undefined && !niaMachine.getStateNodeById(`nia.${id}`).meta;
    expect([...report.allNodes].filter((n) => !report.reachedNodes.has(n) && !transient(n))).toEqual([]);
    expect(transient('turn')).toBe(true);
    expect(report.snapshots).toBeGreaterThan(1000);
    console.log(`Nations in Arms machine graph: ${report.snapshots} snapshots`);
  });
  it('has no dead end and every path can still end the game', () => {
    expect(report.deadEnds).toEqual([]);
    expect(report.trapped).toEqual([]);
  });
  it('every reachable context fits the save shape, and a broken one does not', () => {
    expect(report.misfits).toEqual([]);
    expect(checklist.context!({})).toBe(false);
    expect(checklist.context!({ ...createActor(niaMachine).start().getSnapshot().context, pool: ['XX'] })).toBe(false);
  });
  it('every step has words, every choice a label, every note its words', () => {
    const outline = sequenceOutline(niaMachine, labels, steps, checklist.options);
    expect(outline.length).toBeGreaterThan(20);
    expect(unlabeledChoices(outline, niaMachine, labels)).toEqual([]);
    for (const d of DATED) expect(notes[d.note], d.note).toBeDefined();
    for (const m of MARKERS) expect(labels[`MARKER_${m}`], m).toBeTruthy();
  });
});

describe('Nations in Arms: Winter Quarters by season (3.1)', () => {
  it('Winter ends the Operations Phase on its first Winter Quarters draw', () => {
    const a = toPool(3);
    expect(ctx(a).pool).toHaveLength(13);
    draw(a, 'E2');
    a.send({ type: 'DRAW_WQ' });
    expect(leaf(a.getSnapshot())).toBe('finalAttrition');
    expect(noteKeys(a)).toContain('said-end');
    a.send({ type: 'NEXT' });
    expect(leaf(a.getSnapshot())).toBe('winterConquest'); // satellites and minor conquest in Winter only
  });

  it('Autumn ignores the first Winter Quarters, puts it back after a played marker, and ends on the second', () => {
    const a = toPool(2);
    a.send({ type: 'DRAW_WQ' });
    expect(leaf(a.getSnapshot())).toBe('draw');
    expect([ctx(a).wq, ctx(a).aside, ctx(a).pool.includes('WQ')]).toEqual([1, ['WQ'], false]);
    expect(noteKeys(a)).toContain('said-wqIgnored');
    expect(a.getSnapshot().can({ type: 'DRAW_WQ' })).toBe(false); // not in the pool while aside
    draw(a, 'NL'); // a played marker returns it
    expect([ctx(a).aside, ctx(a).pool.includes('WQ')]).toEqual([[], true]);
    a.send({ type: 'DRAW_WQ' });
    expect(leaf(a.getSnapshot())).toBe('finalAttrition');
    a.send({ type: 'NEXT' });
    expect(leaf(a.getSnapshot())).toBe('conquest');
  });

  it('Spring ignores two Winter Quarters and, on the third, runs the naval activations still owed (Empire first) before ending', () => {
    const a = toPool(0);
    for (const m of ['WQ', 'E1', 'WQ', 'C1'] as const) draw(a, m);
    expect(ctx(a).wq).toBe(2);
    a.send({ type: 'DRAW_WQ' });
    expect(leaf(a.getSnapshot())).toBe('springNaval');
    expect(ctx(a).due).toEqual(['E', 'C']);
    expect(checklist.counters(a.getSnapshot()).find((r) => r.label === 'Owes its naval activation')!.value).toBe('Empire, then Coalition');
    a.send({ type: 'NEXT' });
    expect([leaf(a.getSnapshot()), ctx(a).due]).toEqual(['springNaval', ['C']]);
    a.send({ type: 'NEXT' });
    expect(leaf(a.getSnapshot())).toBe('finalAttrition');
  });

  it('Spring: only the side whose Naval 1 is unplayed owes; with both played the third draw ends at once', () => {
    const a = toPool(0);
    for (const m of ['WQ', 'CN', 'WQ', 'E2'] as const) draw(a, m);
    a.send({ type: 'DRAW_WQ' });
    expect([leaf(a.getSnapshot()), ctx(a).due]).toEqual(['springNaval', ['E']]);
    a.send({ type: 'NEXT' });
    expect(leaf(a.getSnapshot())).toBe('finalAttrition');

    const b = toPool(0, 1805, ['E']);
    for (const m of ['WQ', 'CN', 'EX', 'WQ', 'EN'] as const) draw(b, m);
    b.send({ type: 'DRAW_WQ' });
    expect(leaf(b.getSnapshot())).toBe('finalAttrition');
  });

  it('an extra naval marker played does not settle Spring’s debt: the Naval 1 does (our reading, 3.1)', () => {
    const a = toPool(0, 1805, ['E']);
    for (const m of ['WQ', 'CN', 'EX', 'WQ', 'C1'] as const) draw(a, m);
    a.send({ type: 'DRAW_WQ' });
    expect([leaf(a.getSnapshot()), ctx(a).due]).toEqual(['springNaval', ['E']]);
  });

  it('Summer has no Winter Quarters: the phase ends when the pool is empty', () => {
    const a = toPool(1);
    expect(ctx(a).pool).toHaveLength(12);
    expect(ctx(a).pool).not.toContain('WQ');
    for (const m of ['E1', 'C1', 'E2', 'C2', 'E3', 'C3', 'E4', 'C4', 'EN', 'CN', 'NL'] as const) draw(a, m);
    expect(leaf(a.getSnapshot())).toBe('draw');
    draw(a, 'NN');
    expect(leaf(a.getSnapshot())).toBe('finalAttrition');
    expect(noteKeys(a)).toContain('said-empty');
  });
});

describe('Nations in Arms: the draw rules (3.2)', () => {
  it('a side never takes two land activations in a row: its land marker goes back; naval and neutral markers between do not help', () => {
    const a = toPool(1);
    draw(a, 'C1');
    draw(a, 'NL');
    a.send({ type: 'DRAW_C3' });
    expect(leaf(a.getSnapshot())).toBe('draw');
    expect(ctx(a).pool).toContain('C3');
    expect(noteKeys(a)).toContain('said-back');
    draw(a, 'E2');
    a.send({ type: 'DRAW_C3' });
    expect(leaf(a.getSnapshot())).toBe('land.pick');
  });

  it('Coalition naval, Neutral, Coalition land is legal', () => {
    const a = toPool(1);
    draw(a, 'CN');
    draw(a, 'NN');
    a.send({ type: 'DRAW_C2' });
    expect(leaf(a.getSnapshot())).toBe('land.pick');
    expect(checklist.counters(a.getSnapshot()).find((r) => r.label === 'Playing')!.value).toBe('Coalition land 2: leaders of initiative 2 or more');
  });

  it('the first draw of a later turn sets aside Winter Quarters and the land markers of the side that acted last; a played marker returns them', () => {
    const a = toPool(3);
    draw(a, 'E1');
    draw(a, 'CN'); // the Coalition acted last
    a.send({ type: 'DRAW_WQ' });
    nextTurnPool(a); // Spring of the next year
    expect([ctx(a).season, ctx(a).year, ctx(a).prevSide]).toEqual([0, 1806, 'C']);
    a.send({ type: 'DRAW_C4' });
    a.send({ type: 'DRAW_WQ' });
    expect(ctx(a).aside).toEqual(['C4', 'WQ']);
    expect(ctx(a).wq).toBe(0); // not one of Spring's two ignored draws (default reading)
    expect(noteKeys(a)).toContain('said-asideFirst');
    a.send({ type: 'DRAW_E3' }); // an Empire land marker is fine
    expect(leaf(a.getSnapshot())).toBe('land.pick');
    expect(ctx(a).aside).toEqual([]);
    expect(ctx(a).pool).toEqual(expect.arrayContaining(['C4', 'WQ']));
  });

  it('in Winter a Winter Quarters drawn first in a later turn does not end the phase', () => {
    const a = toPool(2);
    draw(a, 'E1');
    a.send({ type: 'DRAW_WQ' });
    draw(a, 'C1'); // the Coalition acted last
    a.send({ type: 'DRAW_WQ' });
    expect(leaf(a.getSnapshot())).toBe('finalAttrition');
    nextTurnPool(a); // Winter
    a.send({ type: 'DRAW_WQ' });
    expect(leaf(a.getSnapshot())).toBe('draw');
    draw(a, 'E1');
    a.send({ type: 'DRAW_WQ' });
    expect(leaf(a.getSnapshot())).toBe('finalAttrition');
  });

  it('the other reading counts that set-aside Winter Quarters as one of Autumn’s ignored draws', () => {
    const a = toPool(1);
    a.send({ type: 'SET_OPTION', key: 'firstWq', value: 'counts' });
    draw(a, 'E1');
    for (const m of ['C1', 'E2', 'C2', 'E3', 'C3', 'E4', 'C4', 'EN', 'CN', 'NL', 'NN'] as const) draw(a, m);
    nextTurnPool(a); // Autumn, the Coalition acted last
    a.send({ type: 'DRAW_WQ' });
    expect(ctx(a).wq).toBe(1);
    draw(a, 'E1');
    a.send({ type: 'DRAW_WQ' });
    expect(leaf(a.getSnapshot())).toBe('finalAttrition');
  });

  it('Spring’s owed naval activation is the last activation: next turn’s first draw sets aside that side’s land markers', () => {
    const a = toPool(0);
    for (const m of ['WQ', 'E1', 'WQ', 'CN'] as const) draw(a, m);
    a.send({ type: 'DRAW_WQ' }); // the Empire owes its naval activation
    expect(ctx(a).due).toEqual(['E']);
    a.send({ type: 'NEXT' });
    nextTurnPool(a); // Summer
    expect(ctx(a).prevSide).toBe('E');
    a.send({ type: 'DRAW_E2' });
    expect(ctx(a).aside).toEqual(['E2']);
  });

  it('a later turn’s first draw sets Winter Quarters aside even when no side acted in the turn before', () => {
    const a = toPool(3);
    a.send({ type: 'DRAW_WQ' }); // Winter of the first turn: its Winter Quarters ends it at once, nobody acted
    expect(leaf(a.getSnapshot())).toBe('finalAttrition');
    nextTurnPool(a); // Spring
    until(a, 'draw', (l) => ({ type: l === 'buildPool' ? 'POOL_READY' : 'NEXT' }));
    expect([ctx(a).later, ctx(a).prevSide]).toEqual([true, null]);
    a.send({ type: 'DRAW_WQ' });
    expect([leaf(a.getSnapshot()), ctx(a).aside, ctx(a).wq]).toEqual(['draw', ['WQ'], 0]);
  });

  it('on the first turn of a scenario nothing is set aside, and the first player may pick', () => {
    const a = toPool(2);
    expect(noteKeys(a)).toContain('firstPick');
    a.send({ type: 'DRAW_WQ' });
    expect(ctx(a).wq).toBe(1); // the season's ignored draw, not the later-turn rule
  });

  it('land markers alternate by side, so a turn’s eight always get played (no side is left holding only markers that go back)', () => {
    const a = toPool(1);
    for (const m of ['E1', 'C1', 'E2', 'C2', 'E3', 'C3', 'E4', 'EN', 'CN', 'NL', 'NN'] as const) draw(a, m);
    expect(ctx(a).pool).toEqual(['C4']);
    draw(a, 'C4');
    expect(leaf(a.getSnapshot())).toBe('finalAttrition');
  });

  it('the extra naval marker goes in once a year', () => {
    const a = toPool(0, 1805, ['E']);
    expect(ctx(a).pool).toContain('EX');
    a.send({ type: 'DRAW_WQ' });
    a.send({ type: 'DRAW_WQ' }); // not in the pool: nothing happens
    draw(a, 'E1');
    a.send({ type: 'DRAW_WQ' });
    draw(a, 'C1');
    a.send({ type: 'DRAW_WQ' }); // third: navals owed
    until(a, 'buildPool');
    expect(a.getSnapshot().can({ type: 'EXTRA_E' })).toBe(false); // Summer, same year
    expect(a.getSnapshot().can({ type: 'EXTRA_C' })).toBe(true);
    a.send({ type: 'EXTRA_C' });
    a.send({ type: 'EXTRA_C' }); // taken back: still free this year
    expect(a.getSnapshot().can({ type: 'EXTRA_C' })).toBe(true);
  });
});

describe('Nations in Arms: the pool’s chances', () => {
  it('each marker is next with 1/n; of those that count, each is the next played with 1/m', () => {
    const a = toPool(2);
    draw(a, 'E1');
    const pool = blocks(a).find((b) => b.title.startsWith('Each marker'))!;
    // the pool offers each marker as a chip that reports its draw, its chance of coming out next on it
    const chips = blocks(a).find((b) => b.title.startsWith('In the pool'))!;
    expect(chips.title).toBe('In the pool: 12 markers. Tap the one drawn');
    expect(chips.choices).toHaveLength(12);
    expect(chips.choices![0]).toEqual({ event: 'DRAW_E2', text: 'Empire land 2', note: '1/12' });
    expect(pool.items).toContain('Empire land 2: next 1/12 (8.3%) (goes back)');
    // Autumn: 12 in the pool, 3 Empire land markers go back and the first Winter Quarters is set aside: 8 count
    expect(pool.items).toContain('Coalition land 4: next 1/12 (8.3%); next to be played 1/8 (12.5%)');
    expect(countingChance(ctx(a), ctx(a).pool, 'WQ').isZero()).toBe(true);
    expect(pool.items).toContain('Winter Quarters: next 1/12 (8.3%) (ignored, set aside)');
    expect(countingChance(ctx(a), ctx(a).pool, 'E2').isZero()).toBe(true);
  });
});

describe('Nations in Arms: the rulebook’s activation examples (notes 8)', () => {
  const playing = (a: Actor) => checklist.counters!(a.getSnapshot()).find((r) => r.label === 'Playing')?.value;
  it('#6 (5.1.3): Graham (initiative 2) and Silveira (1); C2 lets only Graham move, C3 nobody, C1 Silveira and Graham again', () => {
    const a = toPool(1); // Summer: no Winter Quarters in the pool
    a.send({ type: 'DRAW_C2' });
    expect(playing(a)).toBe('Coalition land 2: leaders of initiative 2 or more'); // 2 >= 2: Graham; 1 < 2: not Silveira
    a.send({ type: 'LEADER' }); // Graham
    until(a, 'land.move');
    a.send({ type: 'MOVE_DONE' });
    until(a, 'land.pick');
    a.send({ type: 'LAND_DONE' });
    draw(a, 'E1');
    a.send({ type: 'DRAW_C3' });
    expect(playing(a)).toBe('Coalition land 3: leaders of initiative 3 or more'); // nobody: the marker is still used
    a.send({ type: 'LAND_DONE' });
    expect(ctx(a).played).toEqual(['C2', 'E1', 'C3']);
    draw(a, 'E2');
    a.send({ type: 'DRAW_C1' });
    expect(playing(a)).toBe('Coalition land 1: leaders of initiative 1 or more'); // Silveira, and Graham a second time
    // the step says a second activation is a forced march with its attrition check
    expect(steps.landPick!.todo.join(' ')).toMatch(/second activation, which is a forced march with its attrition check/);
  });
  it('#7 (5.1.4): a leader alone with initiative 4 can move four times in Summer: each of his side’s four land markers allows him', () => {
    const a = toPool(1);
    const mine = ['C1', 'C2', 'C3', 'C4'] as const;
    for (const [i, m] of mine.entries()) {
      a.send({ type: `DRAW_${m}` });
      // initiative 4 is at least each marker's value, so he may go on every one (alone: no forced march)
      expect(playing(a)).toBe(`Coalition land ${i + 1}: leaders of initiative ${i + 1} or more`);
      a.send({ type: 'LAND_DONE' });
      if (i < 3) draw(a, (['E1', 'E2', 'E3'] as const)[i]!);
    }
    expect(steps.landPick!.todo.join(' ') + ' ' + JSON.stringify(notes)).toMatch(/moving alone goes on every marker his initiative allows/);
    expect(ctx(a).played.filter((m) => m[0] === 'C')).toEqual([...mine]);
  });
  it('#27 (7.3): moving, fighting, winning and moving on to a second battle owes an attrition check before each battle', () => {
    const a = toPool(1);
    a.send({ type: 'DRAW_C1' });
    a.send({ type: 'LEADER' });
    until(a, 'land.move');
    a.send({ type: 'BATTLE' });
    expect(leaf(a.getSnapshot())).toBe('land.attritionBattle');
    a.send({ type: 'NEXT' });
    a.send({ type: 'WON_MOVE_ON' });
    expect(leaf(a.getSnapshot())).toBe('land.move');
    a.send({ type: 'BATTLE' });
    expect(leaf(a.getSnapshot())).toBe('land.attritionBattle');
    expect(steps.attritionBattle!.todo.join(' ')).toMatch(/dropped off each roll apart/);
  });
});

describe('Nations in Arms: the turn and the dated rules', () => {
  it('a land activation walks A-E, may fight more than once, and loops over leaders', () => {
    const a = toPool(1);
    a.send({ type: 'DRAW_E4' });
    a.send({ type: 'LEADER' });
    for (const l of ['supply', 'rally', 'move']) {
      expect(leaf(a.getSnapshot())).toBe(`land.${l}`);
      if (l !== 'move') a.send({ type: 'NEXT' });
    }
    a.send({ type: 'BATTLE' });
    expect(leaf(a.getSnapshot())).toBe('land.attritionBattle');
    a.send({ type: 'NEXT' });
    a.send({ type: 'WON_MOVE_ON' });
    expect(leaf(a.getSnapshot())).toBe('land.move');
    a.send({ type: 'MOVE_DONE' });
    expect(leaf(a.getSnapshot())).toBe('land.attritionEnd');
    a.send({ type: 'NEXT' });
    a.send({ type: 'NEXT' });
    expect(leaf(a.getSnapshot())).toBe('land.pick');
  });

  it('Spring 1808: conscripts, Antwerp (even year) and the lost Spanish target; Summer 1808 the Turkish succession', () => {
    const a = createActor(niaMachine).start();
    a.send({ type: 'SETUP', year: 1808, value: 0 });
    a.send({ type: 'SPRING' });
    a.send({ type: 'NEXT' });
    expect(leaf(a.getSnapshot())).toBe('budget');
    expect(noteKeys(a)).toEqual(['conscripts', 'antwerp']);
    a.send({ type: 'NEXT' });
    a.send({ type: 'NEXT' });
    expect(noteKeys(a)).toEqual(['spain1808']);
    const b = createActor(niaMachine).start();
    b.send({ type: 'SETUP', year: 1807, value: 0 });
    b.send({ type: 'SPRING' });
    b.send({ type: 'NEXT' });
    expect(leaf(b.getSnapshot())).toBe('budget');
    expect(noteKeys(b)).toEqual([]); // 1807: no conscripts, odd year
    b.send({ type: 'NEXT' });
    b.send({ type: 'NEXT' });
    expect(noteKeys(b)).toEqual(['spain1807', 'turkSuccession']);
  });

  it('the final determination is offered only in the Autumn and Winter 1814 Victory Phases', () => {
    const a = toPool(1, 1814);
    a.send({ type: 'DRAW_WQ' }); // Summer: no such marker, nothing happens
    for (const m of ['E1', 'C1', 'E2', 'C2', 'E3', 'C3', 'E4', 'C4', 'EN', 'CN', 'NL', 'NN'] as const) draw(a, m);
    a.send({ type: 'NEXT' });
    a.send({ type: 'NEXT' });
    expect(leaf(a.getSnapshot())).toBe('victory');
    expect(a.getSnapshot().can({ type: 'FINAL_CHECK' })).toBe(false);
    a.send({ type: 'NEXT' });
    until(a, 'victory', (l) => ({ type: l === 'draw' ? `DRAW_${ctx(a).pool.includes('WQ') ? 'WQ' : ctx(a).pool.find((m) => verdict(ctx(a), m) === 'play')}` : l === 'buildPool' ? 'POOL_READY' : l === 'land.pick' ? 'LAND_DONE' : 'NEXT' }));
    expect(ctx(a).season).toBe(2);
    expect(a.getSnapshot().can({ type: 'FINAL_CHECK' })).toBe(true);
    expect(noteKeys(a)).toContain('finalCheck');
    a.send({ type: 'FINAL_CHECK' });
    expect(a.getSnapshot().status).toBe('done');
  });

  it('Winter goes through the year’s end into Spring of the next year', () => {
    const a = toPool(3, 1809);
    draw(a, 'E1');
    a.send({ type: 'DRAW_WQ' });
    for (const l of ['finalAttrition', 'winterConquest', 'victory', 'yearEnd']) {
      expect(leaf(a.getSnapshot())).toBe(l);
      a.send({ type: 'NEXT' });
    }
    expect([leaf(a.getSnapshot()), ctx(a).year, ctx(a).season]).toEqual(['springEvents', 1810, 0]);
    expect(noteKeys(a)).toEqual(['drawCounts']);
  });

  it('14.1: at the year’s end a foreign war begun earlier this year may already roll to end (from the next Winter turn, not the next year)', () => {
    const words = steps.yearEnd!.todo.join(' ');
    expect(words).not.toMatch(/earlier year/);
    expect(words).toMatch(/this year’s included/);
    expect(words).toMatch(/begun this Winter first rolls next Winter/);
    expect(steps.yearEnd!.rules).toContain('14.1');
  });

  it('the game ends at Winter 1814 (16.3): no turn after it, and the setup refuses 1815', () => {
    const a = toPool(3, 1814);
    draw(a, 'E1');
    a.send({ type: 'DRAW_WQ' });
    until(a, 'victory');
    a.send({ type: 'NEXT' });
    expect(a.getSnapshot().status).toBe('done');
    const b = createActor(niaMachine).start();
    b.send({ type: 'SETUP', year: 1815, value: 0 });
    expect(leaf(b.getSnapshot())).toBe('setup');
  });

  it('refuses a year outside the game and an unknown reading', () => {
    const a = createActor(niaMachine).start();
    a.send({ type: 'SETUP', year: 1700, value: 0 });
    a.send({ type: 'SETUP', year: 1805.5, value: 0 });
    expect(leaf(a.getSnapshot())).toBe('setup');
    a.send({ type: 'SET_OPTION', key: 'firstWq', value: 'maybe' });
    expect(ctx(a).firstWq).toBe('free');
  });
});
