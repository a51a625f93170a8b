/**
 * At Any Cost: Metz 1870 sequence machine: context, events and the pure
 * helpers its guards use (drawer by turn parity, how the next activation is
 * modified by a pending Fortunes of War result).
 */
import type { NamedKey } from './formations.ts';
import { SAY } from './say.ts';
import { emptyCup, defaultPlan, isNightTurn, DEFAULT_LIMITS, type ChitKind, type Cup, type CupLimits, type Side, type TurnType } from './cup.ts';

export type FowPending = 'none' | 'degrade' | 'enhance';
export type Mode = 'normal' | 'degraded' | 'enhanced';
/** A, D, or S: the Special Posture of an enhanced activation (6.4d) */
export type Posture = 'A' | 'D' | 'S';

export interface Activation {
  side: Side;
  kind: 'formation' | 'cic';
  mode: Mode;
  posture: Posture | null;
}

export interface MetzContext {
  turn: number;
  turnType: TurnType;
  limits: CupLimits;
  /** what the players put in the cup each turn (kept from turn to turn) */
  plan: Cup;
  /** the cup as filled this turn */
  filled: Cup;
  /** what is still in the cup */
  cup: Cup;
  /** Degrade or Enhance the next chit (6.4c, d) */
  fow: FowPending;
  /** Lull in the Battle: every chit is degraded for the rest of the turn (6.4f) */
  lull: boolean;
  /** the next Activation chit's HQ takes a Leader Casualty (6.4e) */
  leaderCasualty: boolean;
  /** BAZAINE'S MALAISE sits on a French HQ, waiting for its chit */
  malaise: boolean;
  /** Unique Events held face-down (6.3.1) */
  held: Record<Side, number>;
  /** a held Prussian General Staff chit (6.2.1), with the Enhance it was drawn under */
  staff: 'none' | 'held' | 'heldEnhanced';
  /** Event chits placed on Command Event tracks this turn (6.3.2) */
  tracks: Record<Side, number>;
  act: Activation | null;
  /** named formations whose chit was drawn this turn (formations.ts) */
  named: NamedKey[];
  /** owner of the Event chit being resolved */
  eventSide: Side | null;
  lastFow: number | null;
  lastMalaise: { roll: number; cancelUpTo: number; cancelled: boolean } | null;
}

export type KindKey = 'FRENCH_FORMATION' | 'PRUSSIAN_FORMATION' | 'BAZAINE' | 'GENERAL_STAFF' | 'FOW' | 'FRENCH_EVENT' | 'PRUSSIAN_EVENT';

export type MetzEvent =
  | { type: 'NEXT' }
  | { type: 'TURN_DAY' | 'TURN_DUSK' | 'TURN_EVENING' | 'TURN_DEEP_NIGHT' | 'TURN_DAWN' }
  | { type: `ADD_${KindKey}` | `REMOVE_${KindKey}`; /** how many chits at once (1 when absent) */ n?: number }
  | { type: `DRAW_${KindKey}` | `DRAW_${NamedKey}` }
  | { type: 'CUP_READY' }
  | { type: 'PLAY_HELD_STAFF' | 'PLAY_HELD_FRENCH' | 'PLAY_HELD_PRUSSIAN' }
  | { type: 'FOW_ROLL'; value: number }
  | { type: 'PLAY_NOW' | 'HOLD' | 'COMMAND_EVENT' | 'PLACE_MALAISE' }
  | { type: 'POSTURE_A' | 'POSTURE_D' }
  | { type: 'THIS_HQ' | 'OTHER_HQ' | 'MALAISE_STANDS' }
  | { type: 'MALAISE_ROLL'; value: number; cancelUpTo: number }
  | { type: 'AUTOMATIC_VICTORY' | 'END_GAME' };

export interface MetzInput {
  /** largest counts offered while setting up the cup (tests keep them small) */
  limits?: Partial<CupLimits>;
  /** the cup plan at turn 1 */
  plan?: Partial<Cup>;
}

/** The kinds of turn, in words (say.ts). */
export const TURN_TYPE_LABELS: Record<TurnType, string> = { day: SAY.day, dusk: SAY.dusk, evening: SAY.evening, deepNight: SAY.deepNight, dawn: SAY.dawn };

/** The Prussian draws on even turns, the French on odd turns (5.2). */
export const drawer = (turn: number): Side => (turn % 2 === 0 ? 'Prussian' : 'French');
/** The other player rolls for the Fortunes of War chit (6.4). */
export const nonDrawer = (turn: number): Side => (drawer(turn) === 'French' ? 'Prussian' : 'French');

export const isNight = (c: Pick<MetzContext, 'turnType'>): boolean => isNightTurn(c.turnType);

/** How a chit drawn now is modified by a pending Fortunes of War result (6.4c, d, f). */
export function drawMode(c: Pick<MetzContext, 'fow' | 'lull'>): Mode {
  if (c.lull || c.fow === 'degrade') return 'degraded';
  return c.fow === 'enhance' ? 'enhanced' : 'normal';
}

export const KIND_BY_KEY: Record<KindKey, ChitKind> = {
  FRENCH_FORMATION: 'frenchFormation',
  PRUSSIAN_FORMATION: 'prussianFormation',
  BAZAINE: 'bazaine',
  GENERAL_STAFF: 'generalStaff',
  FOW: 'fow',
  FRENCH_EVENT: 'frenchEvent',
  PRUSSIAN_EVENT: 'prussianEvent',
};

/** Per-turn bookkeeping, cleared at the start of every turn (15.4: chits go back to their owners). */
export const turnReset = (): Pick<
  MetzContext,
  'filled' | 'cup' | 'fow' | 'lull' | 'leaderCasualty' | 'malaise' | 'held' | 'staff' | 'tracks' | 'act' | 'named' | 'eventSide' | 'lastFow' | 'lastMalaise'
> => ({
  filled: emptyCup(),
  cup: emptyCup(),
  fow: 'none',
  lull: false,
  leaderCasualty: false,
  malaise: false,
  held: { French: 0, Prussian: 0 },
  staff: 'none',
  tracks: { French: 0, Prussian: 0 },
  act: null,
  named: [],
  eventSide: null,
  lastFow: null,
  lastMalaise: null,
});

const clampInt = (v: unknown, min: number, max: number, dflt: number): number =>
  typeof v === 'number' && Number.isInteger(v) ? Math.min(max, Math.max(min, v)) : dflt;

export function initialContext(input: MetzInput | undefined): MetzContext {
  const limits: CupLimits = {
    formations: clampInt(input?.limits?.formations, 0, DEFAULT_LIMITS.formations, DEFAULT_LIMITS.formations),
    events: clampInt(input?.limits?.events, 0, DEFAULT_LIMITS.events, DEFAULT_LIMITS.events),
  };
  const base = { ...defaultPlan(), ...(input?.plan ?? {}) };
  const plan: Cup = {
    frenchFormation: clampInt(base.frenchFormation, 0, limits.formations, 0),
    prussianFormation: clampInt(base.prussianFormation, 0, limits.formations, 0),
    bazaine: clampInt(base.bazaine, 0, 1, 0),
    generalStaff: clampInt(base.generalStaff, 0, 1, 0),
    fow: clampInt(base.fow, 0, 1, 1),
    frenchEvent: clampInt(base.frenchEvent, 0, limits.events, Math.min(6, limits.events)),
    prussianEvent: clampInt(base.prussianEvent, 0, limits.events, Math.min(6, limits.events)),
  };
  return { turn: 1, turnType: 'day', limits, plan, ...turnReset() };
}
