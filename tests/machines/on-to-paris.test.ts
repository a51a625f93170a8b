import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { otpMachine } from '../../src/games/on-to-paris/checklist/machine.ts';
import checklist from '../../src/games/on-to-paris/checklist.ts';
import steps, { events as labels, notes } from '../../src/games/on-to-paris/steps.ts';
import { choicesNow, currentMeta, sequenceOutline, type Block } from '../../src/lib/checklist.ts';
import { exploreMachine, unlabeledChoices, type EventObject } from './graph.ts';
import { acting, cpsOf, other, type OtpContext, type Side } from '../../src/games/on-to-paris/checklist/context.ts';

type Actor = ReturnType<typeof createActor<typeof otpMachine>>;
const leaf = (s: AnyMachineSnapshot) => s._nodes.filter((n) => Object.keys(n.states ?? {}).length === 0).map((n) => n.path.join('.'))[0];
const blocks = (s: AnyMachineSnapshot): Block[] => checklist.extras!(s).filter((b): b is Block => !('note' in b));
const cps = (primary = 0, secondary = 0, tertiary = 0, discretionary = 0) => ({ type: 'CPS', primary, secondary, tertiary, discretionary, value: 0 });
const init = (value: number) => ({ type: 'INIT', value });

/** A new game at the first Initiative roll: start turn, General Staff uses, track boxes, each side's CPs. */
function toAction(o: { turn?: number; pgs?: number; boxes?: number; republic?: boolean; fr?: ReturnType<typeof cps>; pr?: ReturnType<typeof cps> } = {}): Actor {
  const a = createActor(otpMachine).start();
  a.send({ type: 'SETUP', startTurn: o.turn ?? 1, pgs: o.pgs ?? 0, boxes: o.boxes ?? 5, value: 0 });
  a.send({ type: o.republic ? 'REPUBLIC' : 'EMPIRE' });
  a.send({ type: 'NEXT' }); // reinforcement
  a.send({ type: 'NEXT' }); // RL markers
  a.send({ type: 'CP_ROLL', value: 7 });
  a.send(o.fr ?? cps(3, 2, 1, 2));
  a.send({ type: 'CP_ROLL', value: 7 });
  a.send(o.pr ?? cps(3, 2, 1, 2));
  a.send({ type: 'NEXT' }); // reorganize
  expect(leaf(a.getSnapshot())).toBe('action.frRoll');
  return a;
}
/** Play one whole Segment with the given rolls: each half spends 1 CP on a leader move (so no penalty) and its other IPs on Emergency Reinforcements (IPs must be spent, 8.5.4). */
function segment(a: Actor, fr: number, pr: number) {
  a.send(init(fr));
  a.send(init(pr));
  expect(leaf(a.getSnapshot())).toBe('action.free');
  a.send({ type: 'NEXT' });
  for (const _ of [1, 2]) {
    a.send({ type: 'MOVE_UNITS' });
    a.send({ type: 'ACT_leaders', n: 1 });
    a.send({ type: 'PAY_DISCRETIONARY' });
    const left = a.getSnapshot().context.ipLeft;
    if (left > 0) {
      a.send({ type: 'EMERGENCY' });
      a.send({ type: 'ERSP', ip: left });
    }
    a.send({ type: 'END_HALF' });
  }
}
/** After a tie that does not end the phase: both CP rolls again. */
function cpAgain(a: Actor) {
  a.send({ type: 'NEXT' });
  a.send({ type: 'CP_ROLL', value: 7 });
  a.send(cps());
  a.send({ type: 'CP_ROLL', value: 7 });
  a.send(cps());
}

describe('On To Paris! checklist: the machine as a graph', () => {
  const modelEvents = (s: AnyMachineSnapshot): EventObject[] => {
    // a few rows of the Action Cost Table stand for all (the wallet tests price the others)
    const out: EventObject[] = choicesNow(s)
      .filter((t) => /^(ACT_(leaders|army|appoint|enter-sps)|ADD_add-army|ADD_OUT_OF_ZONE)$|^(?!ACT_|ADD_)/.test(t))
      .map((type) => ({ type, n: 1 }));
    if (s.matches('setup')) out.push({ type: 'SETUP', startTurn: 17, pgs: 1, boxes: 5, value: 0 });
    const m = currentMeta(s, steps);
    if (m?.roll?.event === 'CP_ROLL') out.push({ type: 'CP_ROLL', value: 7 });
    if (m?.roll?.event === 'CPS') out.push(cps(), cps(1, 0, 0, 1));
    if (s.matches({ action: 'frRoll' })) out.push(init(11), init(10));
    if (s.matches({ action: 'prRoll' })) out.push(init(11), init(10), init(12));
    if (s.matches({ action: 'ersp' })) out.push({ type: 'ERSP', ip: 1, value: 0 });
    return out;
  };
  // what changes the flow, not the amounts: the game starts on turn 17 with one General Staff use
  // (so uses left and used-this-turn are one bit); the sides only matter as acting and waiting
  const serialize = (s: AnyMachineSnapshot) => {
    const c = s.context as OtpContext;
    const has = (side: Side) => cpsOf(c, side) > 0;
    const side: Side = c.initiative ? acting(c) : 'French';
    const p = c.pending && [c.pending.action, c.pending.besieged, c.pending.rally];
    return JSON.stringify([s.value, c.box, Math.min(c.segments, 2), c.pgsLeft > 0, c.half, c.init.French, c.ipLeft > 0, c.spentCp || c.enteredSp, has(side), has(other(side)), p]);
  };
  let report: ReturnType<typeof exploreMachine>;
  beforeAll(() => {
    report = exploreMachine(otpMachine, modelEvents, { serialize, shape: checklist.context });
  }, 180_000);

  it('reaches every state', () => {
    // afterHalf only passes control on (eventless transitions): no snapshot ever rests in it
    const transient = (id: string) => otpMachine.getStateNodeById(`otp.${id}`).always !== undefined;
    expect([...report.allNodes].filter((n) => !report.reachedNodes.has(n) && !transient(n))).toEqual([]);
    expect(transient('action.afterHalf')).toBe(true);
    expect(report.snapshots).toBeGreaterThan(100);
  });
  it('has no dead end and every path can still end the game', () => {
    expect(report.deadEnds).toEqual([]);
    expect(report.trapped).toEqual([]);
  });
  it('every reachable context fits the save shape, and a broken one does not', () => {
    expect(report.misfits).toEqual([]);
    expect(checklist.context!({})).toBe(false);
    expect(checklist.context!({ ...createActor(otpMachine).start().getSnapshot().context, turn: 99 })).toBe(false);
  });
  it('every step has words and every choice a label', () => {
    const outline = sequenceOutline(otpMachine, labels, steps, checklist.options);
    expect(outline.length).toBeGreaterThan(20);
    for (const s of outline) for (const n of s.next) expect(n.label, `${s.id} ${n.event}`).toBeTruthy();
    expect(unlabeledChoices(outline, otpMachine, labels)).toEqual([]);
    expect(Object.keys(notes).sort()).toEqual(['fall', 'initChances', 'republic']);
  });
});

describe('On To Paris! Action Phase', () => {
  it('the higher 3D6 takes the Initiative and both players get the difference in IPs', () => {
    const a = toAction();
    a.send(init(9));
    a.send(init(14));
    const c = a.getSnapshot().context;
    expect([c.initiative, c.ip, c.ipLeft, c.half]).toEqual(['Prussian', 5, 5, 1]);
  });

  it('a tie before two Segments is ignored: the marker stays, CPs are rolled again', () => {
    const a = toAction();
    a.send(init(11));
    a.send(init(11));
    expect(leaf(a.getSnapshot())).toBe('action.ignoredTie');
    expect(a.getSnapshot().context.box).toBe(1);
    cpAgain(a);
    expect(leaf(a.getSnapshot())).toBe('action.frRoll');
  });

  it('after two Segments a tie on a total the box lists ends the phase (box 2 lists 11)', () => {
    const a = toAction();
    segment(a, 12, 10);
    segment(a, 8, 10);
    a.send(init(7));
    a.send(init(7)); // counted tie in box 1: the marker moves to box 2
    expect(leaf(a.getSnapshot())).toBe('action.tieMoved');
    expect(a.getSnapshot().context.box).toBe(2);
    cpAgain(a);
    a.send(init(10));
    a.send(init(10)); // box 2 lists only 11
    expect(leaf(a.getSnapshot())).toBe('action.tieMoved');
    expect(a.getSnapshot().context.box).toBe(3);
    cpAgain(a);
    a.send(init(16));
    a.send(init(16)); // box 3 lists 5, 11, 16
    expect(leaf(a.getSnapshot())).toBe('action.endPending');
    expect(choicesNow(a.getSnapshot())).toEqual(['END_PHASE']); // no General Staff uses
    a.send({ type: 'END_PHASE' });
    expect(leaf(a.getSnapshot())).toBe('phaseEnd');
  });

  it('the box between the center box and the last is unknown: the player reads the map', () => {
    const a = toAction({ pgs: 0 });
    segment(a, 12, 10);
    segment(a, 8, 10);
    for (const t of [7, 10, 7]) {
      a.send(init(t));
      a.send(init(t));
      cpAgain(a);
    }
    expect(a.getSnapshot().context.box).toBe(4);
    expect(a.getSnapshot().context.vp).toBe(-1); // entering the second-to-last box, under the Empire
    a.send(init(9));
    a.send(init(9));
    expect(leaf(a.getSnapshot())).toBe('action.askBox');
    expect(blocks(a.getSnapshot()).map((b) => b.items.join()).join()).toContain('its totals are not in our source');
    a.send({ type: 'BOX_LISTS' });
    expect(leaf(a.getSnapshot())).toBe('action.endPending');
    expect(a.getSnapshot().context.vp).toBe(-2); // M1: every use from the second-to-last box on (default reading)
  });

  it('reading M1 "entering-only": a tie that ends the phase in the second-to-last box costs nothing', () => {
    const a = toAction({ boxes: 4 });
    a.send({ type: 'SET_OPTION', key: 'reading', value: 'entering-only' });
    segment(a, 12, 10);
    segment(a, 8, 10);
    for (const t of [7, 10]) {
      a.send(init(t));
      a.send(init(t));
      cpAgain(a);
    }
    expect(a.getSnapshot().context.box).toBe(3); // with four boxes, box 3 is the second-to-last
    expect(a.getSnapshot().context.vp).toBe(-1);
    a.send(init(5));
    a.send(init(5));
    expect(leaf(a.getSnapshot())).toBe('action.endPending');
    expect(a.getSnapshot().context.vp).toBe(-1);
  });

  it('errata H3: a tie in the last box costs the penalty, and the General Staff cannot be used twice in a turn', () => {
    const a = toAction({ boxes: 4, pgs: 2, republic: true });
    segment(a, 12, 10);
    segment(a, 8, 10);
    for (const t of [7, 10, 7]) {
      a.send(init(t));
      a.send(init(t));
      if (leaf(a.getSnapshot()) === 'action.endPending') break;
      cpAgain(a);
    }
    // box 3 (second-to-last of 4) does not list 7 -> marker to the last box
    expect(a.getSnapshot().context.box).toBe(4);
    a.send(init(8));
    a.send(init(8));
    expect(leaf(a.getSnapshot())).toBe('action.endPending');
    const before = a.getSnapshot().context.vp;
    expect(choicesNow(a.getSnapshot())).toContain('USE_PGS');
    a.send({ type: 'USE_PGS' });
    expect(a.getSnapshot().context).toMatchObject({ pgsLeft: 1, pgsUsed: true, box: 4, vp: before });
    cpAgain(a);
    a.send(init(3));
    a.send(init(3));
    expect(a.getSnapshot().context.vp).toBe(before + 1); // Republic: +1 per penalty
    expect(choicesNow(a.getSnapshot())).toEqual(['END_PHASE']);
    a.send({ type: 'USE_PGS' });
    expect(leaf(a.getSnapshot())).toBe('action.endPending');
  });
});

describe('On To Paris! command wallet', () => {
  const toPriced = (fr = cps(3, 0, 0, 0)) => {
    const a = toAction({ fr });
    a.send(init(12));
    a.send(init(10)); // French Initiative, 2 IPs
    a.send({ type: 'NEXT' });
    a.send({ type: 'MOVE_UNITS' });
    a.send({ type: 'ACT_army-attached', n: 1 });
    return a;
  };

  it('prices a French Army with its attachments at 3 CP and 2 IP and pays it from Primary', () => {
    const a = toPriced();
    const price = blocks(a.getSnapshot()).find((b) => b.title.startsWith('The price'))!;
    expect(price.title).toBe('The price: 3 CP and 2 IP (2 IPs left). Pay it from');
    // the trackers that pay it are offered beside it, each with what it holds
    expect(price.choices!.map((c) => `${c.text} ${c.note}`)).toEqual(['Primary 3 CP', 'Secondary 0 CP', 'Tertiary 0 CP', 'Discretionary 0 CP']);
    expect(choicesNow(a.getSnapshot()).filter((t) => t.startsWith('PAY_'))).toEqual(['PAY_PRIMARY']);
    a.send({ type: 'PAY_PRIMARY' });
    const c = a.getSnapshot().context;
    expect([c.cp.French.primary, c.ipLeft, c.spentCp, leaf(a.getSnapshot())]).toEqual([0, 0, true, 'action.menu']);
    expect(choicesNow(a.getSnapshot())).not.toContain('MOVE_UNITS'); // no IPs left
  });

  it('refuses what the player cannot pay, and says why', () => {
    const a = toPriced();
    a.send({ type: 'ADD_add-corps-army', n: 1 }); // +1 CP, +3 IP for the French
    expect(choicesNow(a.getSnapshot()).filter((t) => t.startsWith('PAY_'))).toEqual([]);
    const price = blocks(a.getSnapshot()).find((b) => b.title.startsWith('The price'))!;
    expect(price.items).toContain('Primary: It costs 5 IPs; 2 are left in this half-Segment.');
    a.send({ type: 'PAY_PRIMARY' });
    expect(leaf(a.getSnapshot())).toBe('action.priced');
    expect(a.getSnapshot().context.cp.French.primary).toBe(3);
  });

  it('Discretionary CPs top up a marker, and pay alone without the Command Zone penalty', () => {
    const a = toPriced(cps(2, 0, 0, 1));
    a.send({ type: 'ADD_OUT_OF_ZONE', n: 1 }); // 4 CP from Primary, 3 CP from Discretionary alone
    expect(choicesNow(a.getSnapshot()).filter((t) => t.startsWith('PAY_'))).toEqual([]);
    const b = toPriced(cps(2, 0, 0, 2));
    expect(choicesNow(b.getSnapshot()).filter((t) => t.startsWith('PAY_'))).toEqual(['PAY_PRIMARY']);
    b.send({ type: 'PAY_PRIMARY' });
    expect(b.getSnapshot().context.cp.French).toEqual({ primary: 0, secondary: 0, tertiary: 0, discretionary: 1 });
  });

  it('a besieged Force pays +1 CP +1 IP and takes no Combined Activation', () => {
    const a = toPriced(cps(5, 0, 0, 0));
    a.send({ type: 'BESIEGED' });
    expect(choicesNow(a.getSnapshot())).not.toContain('ADD_add-corps-army');
    expect(blocks(a.getSnapshot()).find((b) => b.title.startsWith('The price'))!.title).toBe('The price: 4 CP and 3 IP (2 IPs left). Pay it from');
  });

  it('a bad "how many" is refused with a word, not silently', () => {
    const a = toPriced();
    a.send({ type: 'ADD_OUT_OF_ZONE', n: Number.NaN });
    expect(a.getSnapshot().context.pending!.outOfZone).toBe(0);
    expect(blocks(a.getSnapshot())[0]!.items[0]).toMatch(/whole number from 1 to 99/);
  });

  it('IPs must be spent: with CPs left, a half cannot end while IPs remain (8.5.4)', () => {
    const a = toAction();
    a.send(init(12));
    a.send(init(10)); // French Initiative, 2 IPs each
    a.send({ type: 'NEXT' });
    expect(choicesNow(a.getSnapshot())).not.toContain('END_HALF');
    expect(choicesNow(a.getSnapshot())).not.toContain('NOTHING_LEFT');
    a.send({ type: 'END_HALF' });
    expect(leaf(a.getSnapshot())).toBe('action.menu');
    expect(a.getSnapshot().context).toMatchObject({ half: 1, ipLeft: 2 });
    a.send({ type: 'EMERGENCY' });
    a.send({ type: 'ERSP', ip: 1 });
    expect(choicesNow(a.getSnapshot())).not.toContain('END_HALF'); // one IP still to spend
    a.send({ type: 'EMERGENCY' });
    a.send({ type: 'ERSP', ip: 1 });
    expect(choicesNow(a.getSnapshot())).toContain('END_HALF');
  });

  it('IPs may stay unspent only once the player has no CP left and no SP to enter (8.5.4)', () => {
    const a = toAction({ fr: cps(0, 0, 0, 1) });
    a.send(init(14));
    a.send(init(10)); // French Initiative, 4 IPs each
    a.send({ type: 'NEXT' });
    expect(choicesNow(a.getSnapshot())).not.toContain('NOTHING_LEFT'); // 1 CP left
    a.send({ type: 'MOVE_UNITS' });
    a.send({ type: 'ACT_leaders', n: 1 });
    a.send({ type: 'PAY_DISCRETIONARY' });
    expect(choicesNow(a.getSnapshot())).not.toContain('END_HALF'); // 3 IPs left
    a.send({ type: 'NOTHING_LEFT' });
    expect(a.getSnapshot().context).toMatchObject({ half: 2, ipLeft: 4 });
  });

  it('the menu never calls unspent IPs lost, and the SP penalty is deducted by the opponent', () => {
    expect(steps.menu!.todo.join(' ')).not.toMatch(/\blost\b/);
    expect(steps.menu!.todo.join(' ')).toMatch(/every IP/);
    expect(steps.penaltySp!.who).toMatch(/opponent/i);
    expect(steps.penaltySp!.todo.join(' ')).toMatch(/opponent/);
  });

  it('the checklist says Fort(ress) where the rulebook does, never a bare "Fort"', () => {
    const words = Object.values(steps).flatMap((s) => [s.title, s.who, ...s.todo, ...(s.notes ?? [])]).join(' ');
    expect(words).not.toMatch(/\bFort\b(?!\(ress\))/);
    expect(steps.rl!.todo.join(' ')).toContain('Fort(ress)');
  });

  it('minimum activity: ending a half with CPs and nothing spent costs 1 CP of the opponent\'s choice', () => {
    const a = toAction();
    a.send(init(12));
    a.send(init(10));
    a.send({ type: 'NEXT' });
    a.send({ type: 'EMERGENCY' });
    a.send({ type: 'ERSP', ip: 2 }); // the IPs go to an Emergency Reinforcement, no CP spent, no SP entered
    a.send({ type: 'END_HALF' });
    expect(leaf(a.getSnapshot())).toBe('action.penaltyCp');
    a.send({ type: 'PENALTY_TERTIARY' });
    expect(a.getSnapshot().context.cp.French.tertiary).toBe(0);
    expect(a.getSnapshot().context).toMatchObject({ half: 2, ipLeft: 2 });
  });

  it('entering SPs costs IPs only and counts as activity', () => {
    const a = toAction({ fr: cps(0, 0, 0, 0) });
    a.send(init(14));
    a.send(init(10));
    a.send({ type: 'NEXT' });
    a.send({ type: 'OTHER_ACTION' });
    a.send({ type: 'ACT_enter-sps', n: 3 });
    a.send({ type: 'PAY_DISCRETIONARY' });
    expect(a.getSnapshot().context).toMatchObject({ ipLeft: 1, enteredSp: true, spentCp: false });
    a.send({ type: 'NOTHING_LEFT' }); // no CP, and every SP entered
    expect(a.getSnapshot().context.half).toBe(2);
  });

  it('both players out of CPs at the end of a Segment: the phase ends when no SPs are left to enter', () => {
    const a = toAction({ fr: cps(0, 0, 0, 1), pr: cps(0, 0, 0, 1) });
    segment(a, 12, 10);
    expect(leaf(a.getSnapshot())).toBe('action.askExhausted');
    a.send({ type: 'BOTH_EXHAUSTED' });
    expect(leaf(a.getSnapshot())).toBe('phaseEnd');
    a.send({ type: 'NEXT' });
    expect(a.getSnapshot().context.cp.French.discretionary).toBe(0);
  });

  it('the Fall of the Empire flips the sign of the penalty and a turn ends at 17', () => {
    const a = toAction({ turn: 17 });
    a.send(init(12));
    a.send(init(10));
    a.send({ type: 'NEXT' });
    a.send({ type: 'FALL' });
    expect(a.getSnapshot().context.fellOn).toBe(17);
    expect(checklist.extras!(a.getSnapshot())).toContainEqual({ note: 'fall' });
    expect(checklist.counters(a.getSnapshot()).find((r) => r.label === 'Regime')!.value).toBe('Republic (VP penalty +1)');
  });
});

describe('On To Paris! sequence outline', () => {
  it('a choice into the state that only hands over (afterHalf) leads to where it hands over', () => {
    const outline = sequenceOutline(otpMachine, labels, steps, checklist.options);
    const menu = outline.find((s) => s.id === 'otp.action.menu')!;
    const end = menu.next.find((n) => n.event === 'END_HALF')!;
    expect(end.targets.sort()).toEqual(['otp.action.askExhausted', 'otp.action.frRoll', 'otp.action.menu', 'otp.action.penaltyCp', 'otp.action.penaltySp']);
    expect(outline.flatMap((s) => s.next.flatMap((n) => n.targets)).filter((t) => t.endsWith('afterHalf'))).toEqual([]);
  });
});
