import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { metzMachine } from '../../src/games/metz-1870/checklist/machine.ts';
import { drawer, nonDrawer, type MetzInput } from '../../src/games/metz-1870/checklist/context.ts';
import { FOW_TABLE, fowResult } from '../../src/games/metz-1870/command/fow.ts';
import { cupSize, drawChances } from '../../src/games/metz-1870/checklist/cup.ts';
import checklist from '../../src/games/metz-1870/checklist.ts';
import { choicesNow, currentMeta, type Block } from '../../src/lib/checklist.ts';
import steps, { events, notes } from '../../src/games/metz-1870/steps.ts';
import { Fraction, frac } from '../../src/lib/fraction.ts';
import { RULE_IDS } from '../unit/metz-1870/outline.ts';
import { exploreMachine, play, type EventObject } from './graph.ts';

/** The computed blocks under a step (fixed notes are named, not built). */
const blocks = (s: AnyMachineSnapshot): Block[] => checklist.extras!(s, events).filter((b): b is Block => !('note' in b));


const ev = (type: string): EventObject => ({ type });
const fow = (value: number): EventObject => ({ type: 'FOW_ROLL', value });
const malaise = (value: number, cancelUpTo = 3): EventObject => ({ type: 'MALAISE_ROLL', value, cancelUpTo });
const evs = (...types: string[]) => types.map(ev);
const leaf = (s: AnyMachineSnapshot) => s._nodes.filter((n) => Object.keys(n.states ?? {}).length === 0).map((n) => n.path.join('.'))[0];

/** Small cups for the model: one chit of every kind. */
const ONE_OF_EACH: MetzInput = {
  limits: { formations: 1, events: 1 },
  plan: { frenchFormation: 1, prussianFormation: 1, bazaine: 1, generalStaff: 1, fow: 1, frenchEvent: 1, prussianEvent: 1 },
};
// one roll per Fortunes of War result, a cancelling and a failing Malaise roll
const modelEvents = (edits: boolean) => (s: AnyMachineSnapshot): EventObject[] => [
  ...choicesNow(s)
    .filter((t) => edits || !/^(ADD|REMOVE)_/.test(t))
    .map(ev),
  ...(s.matches({ play: { fow: 'roll' } }) ? [1, 2, 4, 7, 9, 10].map(fow) : []),
  ...(s.matches({ play: { activation: 'malaiseRoll' } }) ? [malaise(2), malaise(5)] : []),
];
const night = (s: AnyMachineSnapshot) => s.context.turnType === 'evening' || s.context.turnType === 'deepNight';
// the turn number and the Command Event tally change nothing in the flow; day, dusk and dawn flow alike, as do evening and deep night
const serialize = (withPlan: boolean) => (s: AnyMachineSnapshot) => {
  const c = s.context;
  return JSON.stringify([s.value, night(s), withPlan ? c.plan : 0, c.cup, c.fow, c.lull, c.leaderCasualty, c.malaise, c.held, c.staff, c.act, c.eventSide]);
};

const PREFER = ['NEXT', 'CUP_READY', 'TURN_DAY', 'POSTURE_D', 'PLAY_NOW', 'MALAISE_STANDS', 'THIS_HQ'];
type Actor = { getSnapshot(): AnyMachineSnapshot; send(e: never): void };

/** One step with a fixed preference among the buttons (a drawn chit when nothing else); FoW rolls 1. */
function step(a: Actor, prefer = PREFER) {
  const s = a.getSnapshot();
  if (s.matches({ play: { fow: 'roll' } })) return a.send(fow(1) as never);
  const c = choicesNow(s);
  const next = prefer.find((p) => c.includes(p)) ?? c.find((t) => t.startsWith('DRAW_'));
  if (!next) throw new Error(`stuck in ${leaf(s)}`);
  a.send(ev(next) as never);
}

/** Sends `events`, then steps until `stop`; returns the states stepped through. */
function drive(events: EventObject[], stop: (s: AnyMachineSnapshot) => boolean, input: MetzInput = ONE_OF_EACH, prefer = PREFER) {
  const a = createActor(metzMachine, { input }).start();
  for (const e of events) a.send(e as never);
  const visited: string[] = [];
  for (let i = 0; i < 500 && !stop(a.getSnapshot()); i++) {
    visited.push(leaf(a.getSnapshot())!);
    step(a, prefer);
  }
  return { snap: a.getSnapshot(), visited };
}

/** Plays whole turns (every chit used at once, posture D) and returns the snapshot at the first draw of `turn`. */
function atDrawOfTurn(turn: number, input: MetzInput = ONE_OF_EACH): Actor {
  const a = createActor(metzMachine, { input }).start();
  a.send({ type: 'NEXT' });
  for (let t = 1; ; t++) {
    a.send({ type: 'TURN_DAY' });
    a.send({ type: 'CUP_READY' });
    if (t === turn) return a;
    for (let i = 0; i < 200 && !a.getSnapshot().matches('turnStart'); i++) step(a);
  }
}

const untilDraw = (s: AnyMachineSnapshot) => s.matches({ play: 'draw' });
const toDraw = evs('NEXT', 'TURN_DAY', 'CUP_READY');
const A = (x: string) => ({ play: { activation: x } });

describe('Metz 1870 sequence machine (model-based)', () => {
  const report = exploreMachine(metzMachine, modelEvents(false), { input: ONE_OF_EACH, serialize: serialize(false), shape: checklist.context });

  it('every reachable context fits the shape a save must have', () => {
    expect(report.misfits).toEqual([]);
  });

  it('reaches every state of the machine', () => {
    expect([...report.reachedNodes].sort()).toEqual([...report.allNodes].sort());
    expect(report.allNodes.size).toBe(44);
  });
  it('has no dead ends: every reachable step can still reach the end of the game', () => {
    expect(report.deadEnds).toEqual([]);
    expect(report.trapped).toEqual([]);
    expect(report.snapshots).toBeGreaterThan(10000);
  });
  it('still has none when the players edit the cup (fewer kinds, to keep it small)', () => {
    const r = exploreMachine(metzMachine, modelEvents(true), {
      input: { limits: { formations: 1, events: 0 }, plan: { frenchEvent: 0, prussianEvent: 0, fow: 0 } },
      serialize: serialize(true),
    });
    expect(r.deadEnds).toEqual([]);
    expect(r.trapped).toEqual([]);
    expect(r.snapshots).toBeGreaterThan(1000);
  });
  it('every state carries a step description citing rules of the outline (1.0-19.3)', () => {
    const walk = (node: AnyMachineSnapshot['machine']['root'], path: string): void => {
      const kids = Object.entries(node.states ?? {});
      if (kids.length === 0) {
        const ref = node.meta as { step: string; roll?: { fields?: { rules?: string[] }[] } };
        const meta = { ...steps[ref.step], roll: ref.roll } as { title?: string; rules?: string[]; todo?: string[]; who?: string; phase?: string; roll?: { fields?: { rules?: string[] }[] } };
        expect(meta.title, path).toBeTruthy();
        expect(meta.who, path).toBeTruthy();
        expect(meta.phase, path).toBeTruthy();
        expect(meta.todo?.length, path).toBeGreaterThan(0);
        expect(meta.rules?.length, path).toBeGreaterThan(0);
        const cited = [...(meta.rules ?? []), ...(meta.roll?.fields ?? []).flatMap((f) => f.rules ?? [])];
        expect(cited.filter((r) => !RULE_IDS.has(r)), path).toEqual([]);
      }
      for (const [k, child] of kids) walk(child as never, path ? `${path}.${k}` : k);
    };
    walk(metzMachine.root, '');
  });
  it('every button has a label', () => {
    const types = new Set<string>();
    const walk = (node: AnyMachineSnapshot['machine']['root']): void => {
      for (const t of Object.keys(node.config.on ?? {})) types.add(t);
      for (const child of Object.values(node.states ?? {})) walk(child as never);
    };
    walk(metzMachine.root);
    const rolls = new Set(['FOW_ROLL', 'MALAISE_ROLL']);
    expect([...types].filter((t) => !rolls.has(t) && !events[t])).toEqual([]);
  });
  it('replays the shortest path to every state through createTestModel', async () => {
    // five chits are enough to reach every state: a French formation (Malaise), the General Staff (CIC, hold), FoW and an Event chit a side
    const input: MetzInput = { limits: ONE_OF_EACH.limits, plan: { frenchFormation: 1, generalStaff: 1, fow: 1, frenchEvent: 1, prussianEvent: 1 } };
    const model = createTestModel(metzMachine, {
      events: modelEvents(false) as never,
      input,
      serializeState: (s: unknown) => serialize(false)(s as AnyMachineSnapshot),
    } as never);
    const paths = model.getShortestPaths();
    const reached = new Set(paths.flatMap((p) => [p.state, ...p.steps.map((st) => st.state)].map((s) => leaf(s as AnyMachineSnapshot))));
    expect(reached.size).toBe(44);
    for (const p of paths) await p.test({});
  });
});

describe('Metz 1870 sequence: the turn, step by step', () => {

  it('5.1: the cup is filled from the plan; overnight without Event and Fortunes of War chits (18.2, 18.3)', () => {
    const day = play(metzMachine, toDraw, ONE_OF_EACH);
    expect(day.value).toEqual({ play: 'draw' });
    expect(cupSize(day.context.cup)).toBe(7);
    const eve = play(metzMachine, evs('NEXT', 'TURN_EVENING', 'NEXT', 'CUP_READY'), ONE_OF_EACH);
    expect(eve.context.cup).toEqual({ frenchFormation: 1, prussianFormation: 1, bazaine: 1, generalStaff: 1, fow: 0, frenchEvent: 0, prussianEvent: 0 });
    expect(eve.context.plan.fow).toBe(1);
    const planning = play(metzMachine, evs('NEXT', 'TURN_EVENING', 'NEXT'), ONE_OF_EACH);
    expect(choicesNow(planning).filter((t) => /EVENT|FOW/.test(t))).toEqual([]);
  });
  it('the default plan: six Event chits a side and the FoW chit; the plan is edited by buttons and kept', () => {
    const s = play(metzMachine, evs('NEXT', 'TURN_DAY', 'ADD_FRENCH_FORMATION', 'ADD_FRENCH_FORMATION', 'ADD_PRUSSIAN_FORMATION', 'ADD_GENERAL_STAFF', 'REMOVE_FRENCH_EVENT'));
    expect(s.context.plan).toEqual({ frenchFormation: 2, prussianFormation: 1, bazaine: 0, generalStaff: 1, fow: 1, frenchEvent: 5, prussianEvent: 6 });
    expect(choicesNow(s)).toContain('ADD_BAZAINE');
    expect(choicesNow(s)).not.toContain('ADD_GENERAL_STAFF');
    expect(choicesNow(s)).not.toContain('REMOVE_BAZAINE');
    const t2 = drive(evs('NEXT', 'TURN_DAY', 'ADD_FRENCH_FORMATION', 'CUP_READY'), (x) => x.matches('turnStart'), {}).snap;
    expect(t2.context.turn).toBe(2);
    expect(t2.context.plan.frenchFormation).toBe(1);
    expect(t2.context.cup).toEqual({ frenchFormation: 0, prussianFormation: 0, bazaine: 0, generalStaff: 0, fow: 0, frenchEvent: 0, prussianEvent: 0 });
  });
  it('several chits of one kind in one action: n chits at once, as many as fit; a bad count moves one', () => {
    const add = (type: string, n: unknown): EventObject => ({ type, n }) as EventObject;
    const s = play(metzMachine, [...evs('NEXT', 'TURN_DAY'), add('ADD_FRENCH_FORMATION', 7), add('ADD_PRUSSIAN_FORMATION', 5), add('REMOVE_FRENCH_EVENT', 4)]);
    expect(s.context.plan).toMatchObject({ frenchFormation: 7, prussianFormation: 5, frenchEvent: 2, prussianEvent: 6 });
    // past the limits: as many as fit (20 formations, 11 Event chits a side, none below 0)
    const full = play(metzMachine, [...evs('NEXT', 'TURN_DAY'), add('ADD_FRENCH_FORMATION', 99), add('ADD_PRUSSIAN_EVENT', 50), add('REMOVE_FRENCH_EVENT', 50)]);
    expect(full.context.plan).toMatchObject({ frenchFormation: 20, prussianEvent: 11, frenchEvent: 0 });
    expect(choicesNow(full)).not.toContain('ADD_FRENCH_FORMATION');
    // 0, negative, fractional, NaN or text: one chit, never a broken cup
    for (const n of [0, -3, 2.5, Number.NaN, '4', undefined]) {
      const x = play(metzMachine, [...evs('NEXT', 'TURN_DAY'), add('ADD_FRENCH_FORMATION', n)]);
      expect(x.status).toBe('active');
      expect(x.context.plan.frenchFormation).toBe(1);
    }
    // the count reaches the cup: 3 French formations drawn with chance 3/16 (3 + 6 + 6 + FoW)
    const cup = play(metzMachine, [...evs('NEXT', 'TURN_DAY'), add('ADD_FRENCH_FORMATION', 3), ev('CUP_READY')]);
    expect(drawChances(cup.context.cup).find((r) => r.kind === 'frenchFormation')!.next.toString()).toBe('3/16');
  });
  it('5.2: the French draw on odd turns, the Prussian on even turns; the other player rolls for Fortunes of War', () => {
    expect([1, 2, 3, 4].map(drawer)).toEqual(['French', 'Prussian', 'French', 'Prussian']);
    expect([1, 2, 3, 4].map(nonDrawer)).toEqual(['Prussian', 'French', 'Prussian', 'French']);
    for (let turn = 1; turn <= 4; turn++) {
      const s = atDrawOfTurn(turn).getSnapshot();
      expect(s.context.turn).toBe(turn);
      expect(s.value).toEqual({ play: 'draw' });
      const counters = Object.fromEntries(checklist.counters(s).map((c) => [c.label, c.value]));
      expect(counters['Draws the chits']).toBe(turn % 2 ? 'French' : 'Prussian');
      expect(counters['Rolls for Fortunes of War']).toBe(turn % 2 ? 'Prussian' : 'French');
    }
  });
  it('the cup shrinks by one chit per draw, and the draw chances add to 1 each time', () => {
    const a = createActor(metzMachine, { input: ONE_OF_EACH }).start();
    for (const e of toDraw) a.send(e as never);
    let n = 7;
    const kinds = ['DRAW_FRENCH_EVENT', 'DRAW_PRUSSIAN_EVENT', 'DRAW_FRENCH_FORMATION', 'DRAW_PRUSSIAN_FORMATION', 'DRAW_BAZAINE'];
    for (const k of kinds) {
      const s = a.getSnapshot();
      expect(s.value).toEqual({ play: 'draw' });
      expect(cupSize(s.context.cup)).toBe(n);
      const rows = drawChances(s.context.cup);
      expect(rows.reduce((x, r) => x.add(r.next), Fraction.ZERO)).toEqual(Fraction.ONE);
      expect(rows.every((r) => r.next.equals(frac(1, n)))).toBe(true);
      const block = blocks(s).find((b) => b.title.startsWith('In the cup'))!;
      expect(block.title).toBe(`In the cup: ${n} chits. Tap the one drawn`);
      expect(block.items[0]).toContain(`1/${n}`);
      // each kind left is a chip to tap, its chance on it, and the one about to be drawn is among them
      expect(block.choices!.filter((c) => !/^DRAW_[PF]\d|^DRAW_FIG/.test(c.event)).map((c) => c.note)).toEqual(rows.map(() => `1/${n}`));
      expect(block.choices!.map((c) => c.event)).toContain(k);
      // one chit of each kind: each is counted in the singular ("1 French Event chit")
      expect(rows.every((r) => r.count === 1 && r.label.startsWith('1 ') && !r.label.includes('chits'))).toBe(true);
      expect(block.items.join('\n')).not.toMatch(/^1 .*chits:/m);
      a.send({ type: k } as never);
      // finish whatever the chit started
      while (!a.getSnapshot().matches({ play: 'draw' })) a.send({ type: choicesNow(a.getSnapshot()).find((t) => ['NEXT', 'PLAY_NOW', 'POSTURE_A'].includes(t))! } as never);
      n--;
      expect(cupSize(a.getSnapshot().context.cup)).toBe(n);
      expect(choicesNow(a.getSnapshot())).not.toContain(k); // none of that kind left
    }
    const s = a.getSnapshot();
    expect(choicesNow(s).filter((t) => t.startsWith('DRAW_')).sort()).toEqual(['DRAW_FOW', 'DRAW_GENERAL_STAFF']);
    expect(blocks(s).find((b) => b.title === 'Drawn so far this turn')!.items).toHaveLength(5);
  });
});

describe('Metz 1870 sequence: Fortunes of War (6.4)', () => {
  it('reads the table from the chart: 1, 2 wayward; 3-5 degrade; 6-8 enhance; 9 leader; 0 (10) lull', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(fowResult)).toEqual([
      'waywardFrench', 'waywardPrussian', 'degrade', 'degrade', 'degrade', 'enhance', 'enhance', 'enhance', 'leader', 'lull',
    ]);
    expect(fowResult(0)).toBeNull();
    expect(FOW_TABLE.map((l) => l.prob.toString())).toEqual(['1/10', '1/10', '3/10', '3/10', '1/10', '1/10']);
    expect(FOW_TABLE.reduce((x, l) => x.add(l.prob), Fraction.ZERO)).toEqual(Fraction.ONE);
  });
  it('the non-drawer rolls; each result leads to its step, and impossible rolls are ignored', () => {
    const at = [...toDraw, ev('DRAW_FOW')];
    const s = play(metzMachine, at, ONE_OF_EACH);
    expect(s.value).toEqual({ play: { fow: 'roll' } });
    expect(currentMeta(s, steps)?.roll).toMatchObject({ event: 'FOW_ROLL', sides: 10, from: 1 });
    const where = (v: number) => (play(metzMachine, [...at, fow(v)], ONE_OF_EACH).value as { play: { fow: string } }).play.fow;
    expect([1, 2, 3, 5, 6, 8, 9, 10].map(where)).toEqual(['waywardFrench', 'waywardPrussian', 'degrade', 'degrade', 'enhance', 'enhance', 'leader', 'lull']);
    for (const bad of [fow(0), fow(11), fow(2.5), { type: 'FOW_ROLL', value: '3' }, { type: 'FOW_ROLL' }]) expect(play(metzMachine, [...at, bad], ONE_OF_EACH).value).toEqual({ play: { fow: 'roll' } });
    const extras = blocks(play(metzMachine, [...at, fow(10)], ONE_OF_EACH));
    expect(extras.find((b) => b.title === 'Fortunes of War roll')!.items[0]).toContain('0 (10)');
  });
  it('Leader Casualty with no Activation chit left in the cup has no effect', () => {
    const input: MetzInput = { ...ONE_OF_EACH, plan: { fow: 1, frenchEvent: 1, prussianEvent: 0 } };
    const s = play(metzMachine, [...toDraw, ev('DRAW_FOW'), fow(9)], input);
    expect(s.value).toEqual({ play: { fow: 'leaderNone' } });
    expect(s.context.leaderCasualty).toBe(false);
  });
  it('a degraded activation performs only the Fire Combat step, in Defensive Posture', () => {
    const { snap, visited } = drive([...toDraw, ev('DRAW_FOW'), fow(4), ev('NEXT'), ev('DRAW_PRUSSIAN_FORMATION')], untilDraw);
    expect(visited).toEqual(['play.activation.hqDegraded', 'play.activation.degradedFire']);
    expect(snap.context.fow).toBe('none'); // used up by that chit
    const mid = play(metzMachine, [...toDraw, ev('DRAW_FOW'), fow(4), ev('NEXT'), ev('DRAW_PRUSSIAN_FORMATION'), ev('NEXT')], ONE_OF_EACH);
    expect(mid.context.act).toMatchObject({ mode: 'degraded', posture: 'D' });
    expect(choicesNow(mid)).toEqual(['NEXT']);
    // a degraded CIC chit too, and the General Staff cannot then be held
    const staff = play(metzMachine, [...toDraw, ev('DRAW_FOW'), fow(3), ev('NEXT'), ev('DRAW_GENERAL_STAFF')], ONE_OF_EACH);
    expect(staff.value).toEqual(A('hqDegraded'));
  });
  it('Degrade: the next Event chit is lost; the chit after it is normal again', () => {
    const s = play(metzMachine, [...toDraw, ev('DRAW_FOW'), fow(5), ev('NEXT'), ev('DRAW_FRENCH_EVENT')], ONE_OF_EACH);
    expect(s.value).toEqual({ play: { event: 'discarded' } });
    const t = play(metzMachine, [...toDraw, ev('DRAW_FOW'), fow(5), ev('NEXT'), ev('DRAW_FRENCH_EVENT'), ev('NEXT'), ev('DRAW_PRUSSIAN_EVENT')], ONE_OF_EACH);
    expect(t.value).toEqual({ play: { event: 'choice' } });
  });
  it('Lull: every chit is degraded for the rest of the turn, a held General Staff chit too (our reading)', () => {
    const base = [...toDraw, ev('DRAW_GENERAL_STAFF'), ev('HOLD'), ev('DRAW_FOW'), fow(10), ev('NEXT')];
    expect(play(metzMachine, [...base, ev('DRAW_FRENCH_EVENT')], ONE_OF_EACH).value).toEqual({ play: { event: 'discarded' } });
    const { visited } = drive([...base, ev('DRAW_FRENCH_EVENT'), ev('NEXT'), ev('DRAW_BAZAINE')], untilDraw);
    expect(visited).toEqual(['play.activation.hqDegraded', 'play.activation.degradedFire']);
    const later = play(metzMachine, [...base, ev('DRAW_FRENCH_FORMATION'), ev('NEXT'), ev('NEXT'), ev('DRAW_PRUSSIAN_FORMATION')], ONE_OF_EACH);
    expect(later.value).toEqual(A('hqDegraded'));
    expect(play(metzMachine, [...base, ev('PLAY_HELD_STAFF')], ONE_OF_EACH).value).toEqual(A('hqDegraded'));
  });
  it('Enhance: an Event brings a free extra event; an activation gets the Special Posture (fire, move, assault and rally)', () => {
    const e = play(metzMachine, [...toDraw, ev('DRAW_FOW'), fow(7), ev('NEXT'), ev('DRAW_PRUSSIAN_EVENT')], ONE_OF_EACH);
    expect(e.value).toEqual({ play: { event: 'bonus' } });
    expect(currentMeta(e, steps)?.todo.join(' ')).toContain("KRUPP'S GUNS");
    const { visited, snap } = drive([...toDraw, ev('DRAW_FOW'), fow(6), ev('NEXT'), ev('DRAW_FRENCH_FORMATION')], untilDraw);
    expect(visited).toEqual(['play.activation.hqEnhanced', 'play.activation.fire', 'play.activation.movement', 'play.activation.assault', 'play.activation.rally', 'play.activation.ooc']);
    expect(snap.context.fow).toBe('none');
    const held = play(metzMachine, [...toDraw, ev('DRAW_FOW'), fow(8), ev('NEXT'), ev('DRAW_GENERAL_STAFF'), ev('HOLD')], ONE_OF_EACH);
    expect(held.context.staff).toBe('heldEnhanced');
    expect(play(metzMachine, [...toDraw, ev('DRAW_FOW'), fow(8), ev('NEXT'), ev('DRAW_GENERAL_STAFF'), ev('HOLD'), ev('PLAY_HELD_STAFF')], ONE_OF_EACH).value).toEqual(A('hqEnhanced'));
  });
  it('Leader Casualty goes to the next Activation chit, not to a CIC chit', () => {
    const base = [...toDraw, ev('DRAW_FOW'), fow(9), ev('NEXT')];
    const cic = play(metzMachine, [...base, ev('DRAW_BAZAINE')], ONE_OF_EACH);
    expect(cic.value).toEqual(A('hqCic'));
    expect(cic.context.leaderCasualty).toBe(true);
    const hq = play(metzMachine, [...base, ev('DRAW_BAZAINE'), ev('POSTURE_A'), ev('NEXT'), ev('NEXT'), ev('NEXT'), ev('DRAW_PRUSSIAN_FORMATION')], ONE_OF_EACH);
    expect(hq.value).toEqual(A('leaderMarker'));
    expect(hq.context.leaderCasualty).toBe(false);
    expect(play(metzMachine, [...base, ev('DRAW_PRUSSIAN_FORMATION'), ev('NEXT')], ONE_OF_EACH).value).toEqual(A('hq'));
  });
});

describe('Metz 1870 sequence: activations (5.3)', () => {
  it('a formation in Aggressive Posture: a to f without Rally; in Defensive Posture with Rally', () => {
    const agg = drive([...toDraw, ev('DRAW_FRENCH_FORMATION'), ev('POSTURE_A')], untilDraw).visited;
    expect(agg).toEqual(['play.activation.fire', 'play.activation.movement', 'play.activation.assault', 'play.activation.ooc']);
    const def = drive([...toDraw, ev('DRAW_FRENCH_FORMATION'), ev('POSTURE_D')], untilDraw).visited;
    expect(def).toEqual(['play.activation.fire', 'play.activation.movement', 'play.activation.assault', 'play.activation.rally', 'play.activation.ooc']);
  });
  it('a CIC activation has every unit In Command: no Out of Command step; Bazaine is used at once', () => {
    const s = play(metzMachine, [...toDraw, ev('DRAW_BAZAINE')], ONE_OF_EACH);
    expect(s.value).toEqual(A('hqCic'));
    expect(drive([...toDraw, ev('DRAW_BAZAINE'), ev('POSTURE_A')], untilDraw).visited).toEqual(['play.activation.fire', 'play.activation.movement', 'play.activation.assault']);
    expect(drive([...toDraw, ev('DRAW_BAZAINE'), ev('POSTURE_D')], untilDraw).visited).toEqual(['play.activation.fire', 'play.activation.movement', 'play.activation.assault', 'play.activation.rally']);
  });
  it('6.2.1: the General Staff chit may be held and played at the start of a later Chit Draw Phase', () => {
    const held = play(metzMachine, [...toDraw, ev('DRAW_GENERAL_STAFF'), ev('HOLD')], ONE_OF_EACH);
    expect(held.value).toEqual({ play: 'draw' });
    expect(held.context.staff).toBe('held');
    expect(choicesNow(held)).toContain('PLAY_HELD_STAFF');
    const played = play(metzMachine, [...toDraw, ev('DRAW_GENERAL_STAFF'), ev('HOLD'), ev('PLAY_HELD_STAFF')], ONE_OF_EACH);
    expect(played.value).toEqual(A('hqCic'));
    expect(played.context.staff).toBe('none');
    expect(cupSize(played.context.cup)).toBe(6);
  });
  it('Evening and Deep Night turns have no Fire Combat and no Assault step (18.2, 18.3)', () => {
    for (const turn of ['TURN_EVENING', 'TURN_DEEP_NIGHT']) {
      // every turn of this model is of that type
      const events = (s: AnyMachineSnapshot) => (s.matches('turnStart') ? [ev(turn)] : modelEvents(false)(s));
      const r = exploreMachine(metzMachine, events, { input: ONE_OF_EACH, serialize: serialize(false) });
      const reached = [...r.reachedNodes];
      for (const x of ['fire', 'assault', 'degradedFire', 'rally', 'ooc']) expect(reached, `${turn} ${x}`).not.toContain(`play.activation.${x}`);
      expect(reached.filter((x) => x.startsWith('play.fow') || x.startsWith('play.event'))).toEqual([]);
      expect(reached).toEqual(expect.arrayContaining(['play.activation.nightMove', 'play.activation.nightCamp', 'play.activation.nightOoc', 'play.activation.hqCic', 'play.staffChoice']));
      expect(r.deadEnds).toEqual([]);
      expect(r.trapped).toEqual([]);
    }
    const night = evs('NEXT', 'TURN_DEEP_NIGHT', 'NEXT', 'CUP_READY', 'DRAW_PRUSSIAN_FORMATION');
    expect(drive([...night, ev('POSTURE_D')], untilDraw).visited).toEqual(['play.activation.nightMove', 'play.activation.nightCamp', 'play.activation.nightOoc']);
    expect(drive([...night, ev('POSTURE_A')], untilDraw).visited).toEqual(['play.activation.nightMove', 'play.activation.nightOoc']);
    const dusk = play(metzMachine, evs('NEXT', 'TURN_DUSK', 'CUP_READY', 'DRAW_PRUSSIAN_FORMATION', 'POSTURE_A'), ONE_OF_EACH);
    expect(dusk.value).toEqual(A('fire'));
    expect(checklist.extras!(dusk)[0]).toEqual({ note: 'dusk' });
    expect(notes.dusk!.title).toBe('Dusk rules this turn');
    // every turn type but day names a note, and each exists in steps.ts; the Fortunes of War chances are one too
    expect(Object.keys(notes).sort()).toEqual(['dawn', 'deepNight', 'dusk', 'evening', 'fowChances']);
    expect(notes.fowChances!.items).toEqual(FOW_TABLE.map((l) => `${l.roll}: ${l.label}, ${l.prob.toString()} (${l.prob.toPercent()})`));
    expect(notes.fowChances!.items[1]).toBe('2: Wayward Prussian Unit, 1/10 (10.0%)');
  });
  it("BAZAINE'S MALAISE: the example of play (C10, C12): one chit on the track, 1-3 cancels, a 4 cancels the whole activation", () => {
    const placed = [...toDraw, ev('DRAW_PRUSSIAN_EVENT'), ev('PLACE_MALAISE')];
    expect(play(metzMachine, placed, ONE_OF_EACH).context.malaise).toBe(true);
    const drawn = [...placed, ev('DRAW_FRENCH_FORMATION')];
    expect(play(metzMachine, drawn, ONE_OF_EACH).value).toEqual(A('malaiseAsk'));
    expect(play(metzMachine, [...drawn, ev('OTHER_HQ')], ONE_OF_EACH).value).toEqual(A('hq'));
    expect(play(metzMachine, [...drawn, ev('OTHER_HQ')], ONE_OF_EACH).context.malaise).toBe(true);
    const rolled = play(metzMachine, [...drawn, ev('THIS_HQ'), malaise(4, 3)], ONE_OF_EACH);
    expect(rolled.value).toEqual(A('malaiseStands'));
    expect(rolled.context.lastMalaise).toEqual({ roll: 4, cancelUpTo: 3, cancelled: false });
    expect(play(metzMachine, [...drawn, ev('THIS_HQ'), malaise(4, 3), ev('NEXT')], ONE_OF_EACH).value).toEqual({ play: 'draw' });
    const saved = play(metzMachine, [...drawn, ev('THIS_HQ'), malaise(3, 3)], ONE_OF_EACH);
    expect(saved.value).toEqual(A('malaiseCancelled'));
    expect(play(metzMachine, [...drawn, ev('THIS_HQ'), malaise(3, 3), ev('NEXT')], ONE_OF_EACH).value).toEqual(A('hq'));
    expect(play(metzMachine, [...drawn, ev('THIS_HQ'), ev('MALAISE_STANDS')], ONE_OF_EACH).value).toEqual(A('malaiseStands'));
    for (const bad of [malaise(0), malaise(11), malaise(2, 11), malaise(2, -1), { type: 'MALAISE_ROLL', value: 2 }]) {
      expect(play(metzMachine, [...drawn, ev('THIS_HQ'), bad], ONE_OF_EACH).value).toEqual(A('malaiseRoll'));
    }
    // only a Prussian Event chit can be the Malaise, and only one
    expect(choicesNow(play(metzMachine, [...toDraw, ev('DRAW_FRENCH_EVENT')], ONE_OF_EACH))).not.toContain('PLACE_MALAISE');
  });
});

describe('Metz 1870 sequence: held events and the End Turn phase', () => {
  it('held events may be played any time; when the cup is empty the Prussian plays first, then the French, and the rest are lost', () => {
    const held = [...toDraw, ev('DRAW_FRENCH_EVENT'), ev('HOLD'), ev('DRAW_PRUSSIAN_EVENT'), ev('HOLD')];
    const s = play(metzMachine, held, ONE_OF_EACH);
    expect(s.context.held).toEqual({ French: 1, Prussian: 1 });
    expect(choicesNow(s)).toEqual(expect.arrayContaining(['PLAY_HELD_FRENCH', 'PLAY_HELD_PRUSSIAN']));
    expect(play(metzMachine, [...held, ev('PLAY_HELD_FRENCH')], ONE_OF_EACH).context.held).toEqual({ French: 0, Prussian: 1 });
    const { snap, visited } = drive(held, (x) => x.matches('endFrench'), ONE_OF_EACH, ['NEXT', 'POSTURE_A', 'PLAY_NOW']);
    expect(visited.filter((v) => v.startsWith('held'))).toEqual(['heldPrussian', 'heldFrench']);
    expect(snap.context.held).toEqual({ French: 0, Prussian: 0 });
  });
  it('End Turn: French, then Prussian Command Events, Victory Determination, Housekeeping, next turn', () => {
    const { snap, visited } = drive([...toDraw, ev('DRAW_FRENCH_EVENT'), ev('COMMAND_EVENT')], (x) => x.matches('turnStart'));
    expect(visited.slice(-4)).toEqual(['endFrench', 'endPrussian', 'victory', 'housekeeping']);
    expect(snap.context.turn).toBe(2);
    expect(snap.context.tracks).toEqual({ French: 0, Prussian: 0 }); // chits go back to their owners (15.4)
    const atEnd = drive([...toDraw, ev('DRAW_FRENCH_EVENT'), ev('COMMAND_EVENT')], (x) => x.matches('endFrench')).snap;
    expect(blocks(atEnd).find((b) => b.title === 'Command Events this turn')!.items[0]).toMatch(/^1 French/);
  });
  it('the players end the game at Victory Determination: last turn or Automatic Victory', () => {
    const atVictory = drive(toDraw, (x) => x.matches('victory')).snap;
    expect(choicesNow(atVictory).sort()).toEqual(['AUTOMATIC_VICTORY', 'END_GAME', 'NEXT']);
    for (const e of ['END_GAME', 'AUTOMATIC_VICTORY']) {
      const a = createActor(metzMachine, { input: ONE_OF_EACH, snapshot: metzMachine.resolveState({ value: 'victory', context: atVictory.context }) as never }).start();
      a.send({ type: e } as never);
      expect(a.getSnapshot().status).toBe('done');
      expect(a.getSnapshot().value).toBe('gameOver');
    }
  });
});

describe('Metz 1870 sequence: the comprehensive example of play (C1-C19)', () => {
  it('an even turn: the Prussian draws, the French rolls for Fortunes of War; the chits come out as in the text', () => {
    // C1: Prussian CIC and FoW in the cup, French CIC not; 6 Event chits a side; three formations a side (the text names X, III, 6th Cavalry; II, VI, Guard)
    const input: MetzInput = { plan: { frenchFormation: 3, prussianFormation: 3, generalStaff: 1, bazaine: 0 } };
    const a = atDrawOfTurn(2, input);
    const send = (...es: EventObject[]) => es.forEach((e) => a.send(e as never));
    const s = () => a.getSnapshot();
    expect(s().context.turn).toBe(2);
    expect(drawer(s().context.turn)).toBe('Prussian');
    expect(cupSize(s().context.cup)).toBe(3 + 3 + 1 + 1 + 12);
    send(ev('DRAW_FRENCH_EVENT'), ev('HOLD')); // C2 BEATEN ZONE held
    send(ev('DRAW_PRUSSIAN_FORMATION'), ev('POSTURE_A'), ev('NEXT'), ev('NEXT'), ev('NEXT'), ev('NEXT')); // C3 X Corps
    send(ev('DRAW_PRUSSIAN_EVENT'), ev('COMMAND_EVENT')); // C4 COMMAND INITIATIVE on a track
    send(ev('DRAW_FRENCH_FORMATION'), ev('POSTURE_D'), ev('NEXT'), ev('NEXT'), ev('NEXT'), ev('NEXT'), ev('NEXT')); // C5 VI Corps
    send(ev('DRAW_FRENCH_EVENT'), ev('PLAY_NOW')); // C6 second BEATEN ZONE used at once
    send(ev('DRAW_FRENCH_EVENT'), ev('COMMAND_EVENT')); // C7 INSPIRATIONAL LEADERSHIP on Bazaine's Leadership Track
    send(ev('DRAW_PRUSSIAN_EVENT'), ev('HOLD')); // C8 BATTLEFIELD CONDITIONS held
    expect(s().context.held).toEqual({ French: 1, Prussian: 1 });
    send(ev('DRAW_FOW'));
    expect(Object.fromEntries(checklist.counters(s()).map((c) => [c.label, c.value]))['Rolls for Fortunes of War']).toBe('French');
    send(fow(1)); // C9 the French rolls 1: wayward French unit
    expect(s().value).toEqual({ play: { fow: 'waywardFrench' } });
    expect(currentMeta(s(), steps)?.who).toBe('Prussian');
    send(ev('NEXT'), ev('DRAW_PRUSSIAN_EVENT'), ev('PLACE_MALAISE')); // C10 on Frossard's II Corps HQ
    send(ev('DRAW_PRUSSIAN_FORMATION'), ev('POSTURE_A'), ev('NEXT'), ev('NEXT'), ev('NEXT'), ev('NEXT')); // C11 6th Cavalry Division
    send(ev('DRAW_FRENCH_FORMATION'), ev('THIS_HQ'), malaise(4, 3)); // C12 II Corps: 4 fails
    expect(s().value).toEqual(A('malaiseStands'));
    send(ev('NEXT'), ev('DRAW_PRUSSIAN_EVENT'), ev('PLAY_NOW')); // C13 KRUPP'S GUNS
    send(ev('DRAW_FRENCH_EVENT'), ev('HOLD')); // C14 BATTLEFIELD CONDITIONS held
    send(ev('DRAW_PRUSSIAN_FORMATION'), ev('POSTURE_A')); // C15 III Corps, posture A
    expect(s().value).toEqual(A('fire'));
    send(ev('NEXT'), ev('NEXT'), ev('NEXT'), ev('NEXT'), ev('DRAW_GENERAL_STAFF'), ev('PLAY_NOW'), ev('POSTURE_A')); // C19 Stulpnagel, used at once
    expect(s().value).toEqual(A('fire'));
    expect(s().context.act).toEqual({ side: 'Prussian', kind: 'cic', mode: 'normal', posture: 'A' });
    expect(cupSize(s().context.cup)).toBe(20 - 15);
    expect(s().context.tracks).toEqual({ French: 1, Prussian: 1 });
  });
});

describe('Metz 1870 sequence: formation chits named by their formation (6.1)', () => {
  // three Prussian formation chits and nothing else: whatever is named, each chit left comes out next with 1 / chits left
  const THREE_PRUSSIAN: MetzInput = {
    limits: { formations: 3, events: 0 },
    plan: { prussianFormation: 3, frenchFormation: 0, fow: 0, frenchEvent: 0, prussianEvent: 0 },
  };
  const cupItems = (s: AnyMachineSnapshot) => blocks(s).find((b) => b.title.startsWith('In the cup'))!.items;
  const drawnItems = (s: AnyMachineSnapshot) => blocks(s).find((b) => b.title === 'Drawn so far this turn')!.items;
  const finish = (a: Actor) => {
    for (let i = 0; i < 20 && !a.getSnapshot().matches({ play: 'draw' }); i++) a.send(ev(choicesNow(a.getSnapshot()).find((t) => ['NEXT', 'POSTURE_D'].includes(t))!) as never);
  };

  it('offers the named formations of the side whose chits are in the cup, plus another formation', () => {
    const s = atDrawOfTurn(1, THREE_PRUSSIAN).getSnapshot();
    expect(choicesNow(s).filter((t) => t.startsWith('DRAW_')).sort()).toEqual(['DRAW_P10', 'DRAW_P2', 'DRAW_P3', 'DRAW_P6C', 'DRAW_PRUSSIAN_FORMATION']);
    // 3 chits in the cup: one given chit comes out next with 1/3
    expect(cupItems(s)).toContain('Prussian III Corps, if its chit is in: next 1/3 (33.3%)');
    expect(cupItems(s).filter((x) => x.startsWith('French '))).toEqual([]);
    for (const k of ['DRAW_P2', 'DRAW_P3', 'DRAW_P10', 'DRAW_P6C', 'DRAW_F2', 'DRAW_F3', 'DRAW_F6', 'DRAW_FIG']) expect(events[k]).toMatch(/^Drew the (Prussian|French) /);
  });

  it('a named draw takes one formation chit, keeps the name, and the chances of the rest follow exactly', () => {
    const a = atDrawOfTurn(1, THREE_PRUSSIAN);
    a.send(ev('DRAW_P3') as never);
    expect(a.getSnapshot().value).toEqual(A('hq'));
    expect(a.getSnapshot().context.act).toMatchObject({ side: 'Prussian', kind: 'formation' });
    finish(a);
    let s = a.getSnapshot();
    expect(s.context.named).toEqual(['P3']);
    expect(s.context.cup.prussianFormation).toBe(2);
    expect(choicesNow(s)).not.toContain('DRAW_P3'); // its one chit is out for the turn
    expect(drawnItems(s)).toEqual(['Prussian III Corps', '1 Prussian formation activation chit']);
    // by hand: 2 chits left, III Corps out: each named one still possible comes next with 1/2, III Corps no more
    expect(cupItems(s)).toContain('Prussian X Corps, if its chit is in: next 1/2 (50.0%)');
    expect(cupItems(s).some((x) => x.includes('III Corps'))).toBe(false);
    a.send(ev('DRAW_PRUSSIAN_FORMATION') as never); // another formation: no name kept
    finish(a);
    s = a.getSnapshot();
    expect(s.context.named).toEqual(['P3']);
    expect(cupItems(s)).toContain('Prussian X Corps, if its chit is in: next 1 (100.0%)');
    a.send(ev('DRAW_P10') as never);
    expect(a.getSnapshot().context.named).toEqual(['P3', 'P10']);
    // the cup empties: the turn ends; the next turn starts with no names
    for (let i = 0; i < 20 && !a.getSnapshot().matches('turnStart'); i++) a.send(ev(choicesNow(a.getSnapshot()).find((t) => ['NEXT', 'POSTURE_D'].includes(t)) ?? 'NEXT') as never);
    expect(a.getSnapshot().matches('turnStart')).toBe(true);
    expect(a.getSnapshot().context.named).toEqual([]);
  });

  it('a named chit is refused when its side has no formation chit left', () => {
    const a = atDrawOfTurn(1, THREE_PRUSSIAN);
    a.send(ev('DRAW_F2') as never);
    expect(a.getSnapshot().value).toEqual({ play: 'draw' });
    expect(a.getSnapshot().context.named).toEqual([]);
  });

  it('saves: version 2; the names must be known ones, and a save without them (version 1) is refused', () => {
    expect(checklist.version).toBe(2);
    const s = atDrawOfTurn(1, THREE_PRUSSIAN).getSnapshot();
    const ok = { ...s.context, named: ['P3', 'FIG'] };
    expect(checklist.context!(ok)).toBe(true);
    expect(checklist.context!({ ...s.context, named: ['P4'] })).toBe(false);
    expect(checklist.context!({ ...s.context, named: 'P3' })).toBe(false);
    const { named: _, ...old } = s.context;
    expect(checklist.context!(old)).toBe(false);
  });
});
