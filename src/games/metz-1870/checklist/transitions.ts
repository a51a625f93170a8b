/**
 * Transitions of the Metz 1870 sequence machine that are built by rule
 * (drawing each kind of chit, the HQ step an activation starts with, the
 * cup plan buttons). Guards read the context; actions are named ones of
 * machine.ts.
 */
import { inRange } from '../../../lib/checklist.ts';
import { CHITS, has, maxOf, type ChitKind, type Side, type TurnType } from './cup.ts';
import { fowResult, type FowResult } from '../command/fow-faces.ts';
import { NAMED_KEYS, sideOf } from './formations.ts';
import { drawMode, isNight, KIND_BY_KEY, type KindKey, type MetzContext, type MetzEvent } from './context.ts';

export type Args = { context: MetzContext; event: MetzEvent };
/** A guard on the context only. */
export const c = (f: (x: MetzContext) => boolean) => ({ context }: Args) => f(context);

const KEYS = Object.keys(KIND_BY_KEY) as KindKey[];
export const A = '#metz.play.activation';
export const DRAW = '#metz.play.draw';

export const chitOf = (side: Side, kind: 'formation' | 'cic'): ChitKind =>
  side === 'French' ? (kind === 'cic' ? 'bazaine' : 'frenchFormation') : kind === 'cic' ? 'generalStaff' : 'prussianFormation';

const act = (side: Side, kind: 'formation' | 'cic') => ({ type: 'startAct', params: { side, kind } }) as const;

/** Where the HQ Command Step starts once the activation is set, by its mode. */
export const toHq = () => [
  { guard: c((x) => x.act?.mode === 'degraded'), target: `${A}.hqDegraded` },
  { guard: c((x) => x.act?.mode === 'enhanced'), target: `${A}.hqEnhanced` },
  { guard: c((x) => x.act?.kind === 'cic'), target: `${A}.hqCic` },
  { target: `${A}.hq` },
];

/** Drawing an Activation or CIC chit: leader casualty, Malaise and the pending Fortunes of War result decide the first step. */
export function drawActivation(side: Side, kind: 'formation' | 'cic') {
  const chit = chitOf(side, kind);
  const actions = act(side, kind);
  const ok = (x: MetzContext) => has(x.cup, chit);
  const first: { guard: (a: Args) => boolean; target: string; actions: typeof actions }[] = [];
  // the next Activation chit (not a CIC chit) takes the Leader Casualty (6.4e)
  if (kind === 'formation') first.push({ guard: c((x) => ok(x) && x.leaderCasualty), target: `${A}.leaderMarker`, actions });
  if (kind === 'formation' && side === 'French') first.push({ guard: c((x) => ok(x) && x.malaise), target: `${A}.malaiseAsk`, actions });
  // the General Staff chit may be held, unless degraded (6.2.1, 6.4c); Bazaine's is used at once (6.2.2)
  if (kind === 'cic' && side === 'Prussian') first.push({ guard: c((x) => ok(x) && drawMode(x) !== 'degraded'), target: '#metz.play.staffChoice', actions });
  return [
    ...first,
    { guard: c((x) => ok(x) && drawMode(x) === 'degraded'), target: `${A}.hqDegraded`, actions },
    { guard: c((x) => ok(x) && drawMode(x) === 'enhanced'), target: `${A}.hqEnhanced`, actions },
    { guard: c(ok), target: kind === 'cic' ? `${A}.hqCic` : `${A}.hq`, actions },
  ];
}

/** Drawing an Event chit: lost under Degrade or Lull, a free extra event under Enhance (6.4c, d). */
export function drawEvent(side: Side) {
  const chit: ChitKind = side === 'French' ? 'frenchEvent' : 'prussianEvent';
  const ok = (x: MetzContext) => has(x.cup, chit);
  const actions = { type: 'drawEventChit', params: { side } } as const;
  return [
    { guard: c((x) => ok(x) && drawMode(x) === 'degraded'), target: '#metz.play.event.discarded', actions },
    { guard: c((x) => ok(x) && drawMode(x) === 'enhanced'), target: '#metz.play.event.bonus', actions },
    { guard: c(ok), target: '#metz.play.event.choice', actions },
  ];
}

/** The Fortunes of War roll lands on this result (the roll is untrusted: 1-10 only). */
export const fowIs = (r: FowResult) => ({ event }: Args) => event.type === 'FOW_ROLL' && inRange(event.value, 1, 10) && fowResult(event.value) === r;
export const malaiseOk = (e: MetzEvent) => e.type === 'MALAISE_ROLL' && inRange(e.value, 1, 10) && inRange(e.cancelUpTo, 0, 10);
export const done = { target: DRAW, actions: 'endAct' } as const;
export const isA = (x: MetzContext) => x.act?.posture === 'A';
export const isCic = (x: MetzContext) => x.act?.kind === 'cic';
export const postures = {
  POSTURE_A: [
    { guard: c(isNight), target: 'nightMove', actions: { type: 'setPosture', params: { posture: 'A' } } },
    { target: 'fire', actions: { type: 'setPosture', params: { posture: 'A' } } },
  ],
  POSTURE_D: [
    { guard: c(isNight), target: 'nightMove', actions: { type: 'setPosture', params: { posture: 'D' } } },
    { target: 'fire', actions: { type: 'setPosture', params: { posture: 'D' } } },
  ],
} as const;

/** Plan edits in the Planning phase: one button per kind and direction. */
export function planEdits(kinds: ChitKind[]) {
  const on: Record<string, { guard: (a: Args) => boolean; actions: { type: 'planAdjust'; params: { kind: ChitKind; delta: 1 | -1 } } }> = {};
  for (const key of KEYS) {
    const kind = KIND_BY_KEY[key];
    if (!kinds.includes(kind)) continue;
    on[`ADD_${key}`] = { guard: c((x) => x.plan[kind] < maxOf(kind, x.limits)), actions: { type: 'planAdjust', params: { kind, delta: 1 } } };
    on[`REMOVE_${key}`] = { guard: c((x) => x.plan[kind] > 0), actions: { type: 'planAdjust', params: { kind, delta: -1 } } };
  }
  return on;
}
export const ALL_KINDS = Object.keys(CHITS) as ChitKind[];
export const NIGHT_KINDS: ChitKind[] = ['frenchFormation', 'prussianFormation', 'bazaine', 'generalStaff'];
export const turnType = (t: TurnType) => ({ type: 'setTurnType', params: { turnType: t } }) as const;
export const heldGuard = (side: Side) => c((x) => x.held[side] > 0);
export const playHeld = (side: Side) => ({ type: 'playHeld', params: { side } }) as const;


/** One DRAW_<key> per named formation (formations.ts): drawn like any formation chit of its side, once a turn, and its name kept. */
export const namedDraws = () =>
  Object.fromEntries(
    NAMED_KEYS.map((k) => [
      `DRAW_${k}`,
      drawActivation(sideOf(k), 'formation').map((t) => ({
        ...t,
        guard: (a: Args) => !a.context.named.includes(k) && t.guard(a),
        actions: [t.actions, { type: 'nameChit', params: { key: k } }],
      })),
    ]),
  );
