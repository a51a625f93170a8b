/**
 * Generic model-based checks for any sequence machine, on top of xstate/graph:
 * every state node is reached, every reachable snapshot can still reach a
 * final state (no dead ends, no traps), and createTestModel paths replay.
 */
import type { AnyStateMachine, AnyMachineSnapshot } from 'xstate';

/** Events as test data: a type plus any payload. */
export type EventObject = { type: string; [k: string]: unknown };
import { createActor } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import type { OutlineStep } from '../../src/lib/checklist.ts';

export interface GraphReport {
  snapshots: number;
  reachedNodes: Set<string>;
  allNodes: Set<string>;
  deadEnds: string[];
  trapped: string[];
  /** reachable snapshots whose context does not fit `opts.shape` (a save of them would be refused) */
  misfits: string[];
}

/** Ids of every atomic and final state node (leaves), as "a.b". */
export function leafStateIds(machine: AnyStateMachine): Set<string> {
  const out = new Set<string>();
  const walk = (node: AnyStateMachine['root'], path: string[]) => {
    const kids = Object.entries(node.states ?? {});
    if (kids.length === 0) out.add(path.join('.'));
    for (const [k, child] of kids) walk(child as AnyStateMachine['root'], [...path, k]);
  };
  walk(machine.root, []);
  return out;
}

function leafIdsOf(s: AnyMachineSnapshot): string[] {
  return s._nodes.filter((n) => Object.keys(n.states ?? {}).length === 0).map((n) => n.path.join('.'));
}

export function exploreMachine(
  machine: AnyStateMachine,
  events: (s: AnyMachineSnapshot) => EventObject[],
  opts: { input?: unknown; serialize?: (s: AnyMachineSnapshot) => string; shape?: (v: unknown) => boolean } = {},
): GraphReport {
  const serialize = opts.serialize ?? ((s: AnyMachineSnapshot) => JSON.stringify({ v: s.value, c: s.context }));
  type Adj = Record<string, { state: unknown; transitions: Record<string, { state: unknown }> }>;
  const adj = getAdjacencyMap(machine, {
    events: events as never,
    input: opts.input,
    serializeState: (s) => serialize(s as AnyMachineSnapshot),
  }) as unknown as Adj;
  const keys = Object.keys(adj);
  const reachedNodes = new Set<string>();
  const reverse = new Map<string, Set<string>>();
  const finals: string[] = [];
  const deadEnds: string[] = [];
  const misfits: string[] = [];
  for (const k of keys) {
    const entry = adj[k]!;
    const snap = entry.state as AnyMachineSnapshot;
    for (const id of leafIdsOf(snap)) reachedNodes.add(id);
    if (snap.status === 'done') finals.push(k);
    if (opts.shape && !opts.shape(JSON.parse(JSON.stringify(snap.context)))) misfits.push(k);
    const targets = Object.values(entry.transitions).map((t) => serialize(t.state as AnyMachineSnapshot)).filter((t) => t !== k);
    if (snap.status !== 'done' && targets.length === 0) deadEnds.push(k);
    for (const t of targets) {
      if (!reverse.has(t)) reverse.set(t, new Set());
      reverse.get(t)!.add(k);
    }
  }
  // every reachable snapshot must be able to reach a final one
  const canFinish = new Set(finals);
  const queue = [...finals];
  while (queue.length) {
    const t = queue.pop()!;
    for (const p of reverse.get(t) ?? []) if (!canFinish.has(p)) (canFinish.add(p), queue.push(p));
  }
  const trapped = keys.filter((k) => !canFinish.has(k));
  return { snapshots: keys.length, reachedNodes, allNodes: leafStateIds(machine), deadEnds, trapped, misfits };
}

/** Replays events on a real actor and returns the final snapshot. */
export function play(machine: AnyStateMachine, events: EventObject[], input?: unknown): AnyMachineSnapshot {
  const a = createActor(machine, { input } as never).start();
  for (const e of events) a.send(e as never);
  return a.getSnapshot() as AnyMachineSnapshot;
}

/**
 * Choices of the sequence outline that have no button words: every event a step accepts needs a label
 * in steps.ts, except the settings event and the step's own roll (their words come from the options and
 * the roll spec). As "state-id EVENT".
 */
export function unlabeledChoices(outline: OutlineStep[], machine: AnyStateMachine, labels: Record<string, string>): string[] {
  return outline.flatMap((s) =>
    Object.keys((machine.getStateNodeById(s.id).on ?? {}) as object)
      .filter((e) => !labels[e] && e !== 'SET_OPTION' && e !== s.meta.roll?.event)
      .map((e) => `${s.id} ${e}`),
  );
}
