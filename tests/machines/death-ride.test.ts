import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';

type EventObject = { type: string; [k: string]: unknown };
import { createTestModel } from 'xstate/graph';
import { checkImpulse, deathRideMachine } from '../../src/games/death-ride/machine.ts';
import { isFinal, metzModifier } from '../../src/games/death-ride/end-of-phase.ts';
import checklist, { reinforcementsFor } from '../../src/games/death-ride/checklist.ts';
import steps from '../../src/games/death-ride/steps.ts';
import { choicesNow, currentMeta, type Block } from '../../src/lib/checklist.ts';
import { exploreMachine, play } from './graph.ts';

const roll = (value: number, turnModifier = 0, metzAreas = 0) => ({ type: 'ROLL', value, turnModifier, metzAreas });
// Rolls of 1 always end the phase; rolls of 10 never do before impulse 10.
const events = (s: AnyMachineSnapshot): EventObject[] => [
  { type: 'NEXT' },
  { type: 'PASS' },
  { type: 'ACTIVATE_LEADER' },
  { type: 'ACTIVATE_AREA' },
  { type: 'REORGANISE' },
  roll(1),
  roll(10),
  { type: 'GRANT' },
  { type: 'DECLINE' },
  ...(s.matches('turnStart') && s.context.turn === 1
    ? [
        { type: 'SET_OPTION', key: 'counting', value: s.context.counting === 'pair' ? 'each' : 'pair' },
        { type: 'SET_OPTION', key: 'extension', value: s.context.extension === 'before-final' ? 'after-final' : 'before-final' },
      ]
    : []),
];

describe('Death Ride sequence machine (model-based)', () => {
  const report = exploreMachine(deathRideMachine, events, { shape: checklist.context });

  it('every reachable context fits the shape a save must have', () => {
    expect(report.misfits).toEqual([]);
  });

  it('reaches every state of the machine', () => {
    expect([...report.allNodes].sort()).toEqual([...report.reachedNodes].sort());
    expect(report.allNodes.size).toBe(12);
  });
  it('has no dead ends: every reachable step can still reach the end of the game', () => {
    expect(report.deadEnds).toEqual([]);
    expect(report.trapped).toEqual([]);
    expect(report.snapshots).toBeGreaterThan(100);
  });
  it('every state carries a step description with rules', () => {
    for (const id of report.allNodes) {
      const node = deathRideMachine.root.states[id]!;
      const meta = steps[(node.meta as { step: string }).step] as { title?: string; rules?: string[]; todo?: string[] };
      expect(meta.title, id).toBeTruthy();
      expect(meta.rules?.length, id).toBeGreaterThan(0);
      expect(meta.todo?.length, id).toBeGreaterThan(0);
    }
  });
  it('replays the shortest path to every state through createTestModel', async () => {
    const model = createTestModel(deathRideMachine, {
      events: events as never,
      serializeState: (s) => {
        const x = s as AnyMachineSnapshot;
        return JSON.stringify([x.value, x.context.turn, x.context.counting, x.context.extension]);
      },
    });
    // contained paths are merged, so count every state along every path
    const paths = model.getShortestPaths();
    const reached = new Set(paths.flatMap((p) => [p.state, ...p.steps.map((st) => st.state)].map((s) => JSON.stringify(s.value))));
    expect(reached.size).toBe(12);
    for (const p of paths) await p.test({});
  });
});

describe('Death Ride sequence: the card, step by step', () => {
  it('2.3: final when 1d10 + modifier is at most the impulse number', () => {
    expect(isFinal(3, 0, 3)).toBe(true);
    expect(isFinal(4, 0, 3)).toBe(false);
    expect(isFinal(5, -2, 3)).toBe(true);
    expect(metzModifier(0)).toBe(0);
    expect(metzModifier(1)).toBe(-1);
    expect(metzModifier(5)).toBe(-2);
  });
  it('a turn: German first, the roll before each French impulse, French final impulse re-organise only', () => {
    const s = play(deathRideMachine, [{ type: 'NEXT' }, { type: 'NEXT' }]);
    expect(s.value).toBe('germanImpulse');
    expect(currentMeta(s, steps)?.who).toBe('German');
    const afterG = play(deathRideMachine, [{ type: 'NEXT' }, { type: 'NEXT' }, { type: 'ACTIVATE_AREA' }]);
    expect(afterG.value).toBe('endCheck');
    expect(choicesNow(afterG, ['ROLL'])).toEqual([]); // only the roll moves on
    // roll 2 against impulse 1: not final
    const goOn = play(deathRideMachine, [{ type: 'NEXT' }, { type: 'NEXT' }, { type: 'PASS' }, roll(2)]);
    expect(goOn.value).toBe('frenchImpulse');
    // roll 3 with two Metz areas (-2): 1 <= 1, final; default reading: German decides first
    const fin = play(deathRideMachine, [{ type: 'NEXT' }, { type: 'NEXT' }, { type: 'PASS' }, roll(3, 0, 2)]);
    expect(fin.value).toBe('extension');
    expect(fin.context.lastCheck).toEqual({ roll: 3, modifier: -2, impulse: 1, final: true });
    const declined = play(deathRideMachine, [{ type: 'NEXT' }, { type: 'NEXT' }, { type: 'PASS' }, roll(1), { type: 'DECLINE' }]);
    expect(declined.value).toBe('finalFrench');
    expect(choicesNow(declined)).toEqual(['REORGANISE']);
  });
  it('granting the extension gives each side one more impulse before the final French one', () => {
    const s = play(deathRideMachine, [
      { type: 'NEXT' }, { type: 'NEXT' }, { type: 'PASS' }, roll(1), { type: 'GRANT' },
      { type: 'ACTIVATE_AREA' }, // French extra
      { type: 'ACTIVATE_AREA' }, // German extra
    ]);
    expect(s.value).toBe('finalFrench');
    expect(s.context.french).toBe(1);
    expect(s.context.german).toBe(2);
    const end = play(deathRideMachine, [
      { type: 'NEXT' }, { type: 'NEXT' }, { type: 'PASS' }, roll(1), { type: 'GRANT' }, { type: 'PASS' }, { type: 'PASS' }, { type: 'REORGANISE' },
    ]);
    expect(end.value).toBe('regroup');
  });
  it('the other reading: extension decided after the final French impulse', () => {
    const s = play(deathRideMachine, [
      { type: 'SET_OPTION', key: 'extension', value: 'after-final' },
      { type: 'NEXT' }, { type: 'NEXT' }, { type: 'PASS' }, roll(1),
    ]);
    expect(s.value).toBe('finalFrench');
    const t = play(deathRideMachine, [
      { type: 'SET_OPTION', key: 'extension', value: 'after-final' },
      { type: 'NEXT' }, { type: 'NEXT' }, { type: 'PASS' }, roll(1), { type: 'REORGANISE' }, { type: 'GRANT' }, { type: 'PASS' },
    ]);
    expect(t.value).toBe('extraFrenchAfter');
  });
  it('impulse counting: per pair (default) or per impulse', () => {
    expect(checkImpulse({ french: 0, counting: 'pair' })).toBe(1);
    expect(checkImpulse({ french: 2, counting: 'pair' })).toBe(3);
    expect(checkImpulse({ french: 0, counting: 'each' })).toBe(2);
    expect(checkImpulse({ french: 2, counting: 'each' })).toBe(6);
    // roll 2 at the first check: final when counting every impulse (2 <= 2), not per pair (2 > 1)
    const each = play(deathRideMachine, [{ type: 'SET_OPTION', key: 'counting', value: 'each' }, { type: 'NEXT' }, { type: 'NEXT' }, { type: 'PASS' }, roll(2)]);
    expect(each.value).toBe('extension');
  });
  it('rejects impossible rolls and modifiers (the event is ignored)', () => {
    const base = [{ type: 'NEXT' }, { type: 'NEXT' }, { type: 'PASS' }];
    for (const bad of [roll(0), roll(11), roll(2.5), roll(5, 10), roll(5, 0, -1), { type: 'ROLL', value: '3' }]) {
      expect(play(deathRideMachine, [...base, bad as EventObject]).value).toBe('endCheck');
    }
  });
  it('runs seven turns and ends (turns 1-7, 08:00-18:30)', () => {
    const turn = [{ type: 'NEXT' }, { type: 'NEXT' }, { type: 'PASS' }, roll(1), { type: 'DECLINE' }, { type: 'REORGANISE' }, { type: 'NEXT' }];
    const six = play(deathRideMachine, Array.from({ length: 6 }, () => turn).flat());
    expect(six.value).toBe('turnStart');
    expect(six.context.turn).toBe(7);
    const seven = play(deathRideMachine, Array.from({ length: 7 }, () => turn).flat());
    expect(seven.status).toBe('done');
    expect(seven.value).toBe('gameEnd');
  });
  it("shows each turn's reinforcements from the chart data (15.0)", () => {
    expect(reinforcementsFor(1).map((r) => r.area)).toEqual([24]);
    expect(reinforcementsFor(2).length).toBe(4);
    expect(reinforcementsFor(6).reduce((n, r) => n + r.count, 0)).toBe(13);
    const all = [1, 2, 3, 4, 5, 6, 7].flatMap(reinforcementsFor);
    expect(all.filter((r) => r.side === 'German').reduce((n, r) => n + r.count, 0)).toBe(40);
    expect(all.filter((r) => r.side === 'French').reduce((n, r) => n + r.count, 0)).toBe(10);
    const s = play(deathRideMachine, []);
    expect((checklist.extras!(s)[0] as Block).items.join(' ')).toContain('area 24');
  });
});
