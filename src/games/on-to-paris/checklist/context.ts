/**
 * On To Paris! turn checklist: the machine's context (the turn, the regime,
 * the Command Table Use track, the General Staff, both players' command
 * wallets and the action being priced), its events, and the shape a saved
 * context must have.
 */
import { ACTIONS, type Nationality } from '../command/costs.ts';
import type { PenaltyReading } from '../command/command-table.ts';
import { TRACKERS, type Tracker } from '../command/wallet.ts';
import { bool, int, nullable, object, oneOf, record } from '../../../lib/shape.ts';

export type Side = Nationality;
export const SIDES: readonly Side[] = ['French', 'Prussian'];
export const other = (s: Side): Side => (s === 'French' ? 'Prussian' : 'French');
export const LAST_TURN = 17;

/** The action being priced in a half-Segment: the row picked and what was added to it. */
export interface Pending {
  action: string;
  n: number;
  /** Combined Activations added (8.10), by Action Cost Table key */
  combined: Record<string, number>;
  outOfZone: number;
  lone: number;
  star: number;
  sovereign: number;
  besieged: boolean;
  /** 8.9.1: spend the activation on removing Demoralization instead of moving */
  rally: boolean;
}

export interface OtpContext {
  turn: number;
  /** the scenario's first turn: the French place the first RL marker on it (8.1.1) */
  startTurn: number;
  /** the Republic replaced the Empire (18.2), and the turn it happened */
  fellOn: number | null;
  /** boxes of the Command Table Use track (a setting: our source does not say) */
  boxes: number;
  reading: PenaltyReading;
  /** the Command Table marker's box, 1 = the "--" start box */
  box: number;
  /** Action Segments completed this Action Phase */
  segments: number;
  pgsLeft: number;
  pgsUsed: boolean;
  /** VP level change the checklist recorded (Command Table penalties, leader actions) */
  vp: number;
  cp: Record<Side, Record<Tracker, number>>;
  /** this Segment's 3D6 rolls */
  init: Record<Side, number | null>;
  /** the last 2D6 Command Point rolls (the CP form pre-fills from the player's chart by them) */
  cpRollFrench: number | null;
  cpRollPrussian: number | null;
  /** who has the Initiative this Segment (or had it last) */
  initiative: Side | null;
  /** IPs each player received this Segment (the difference of the rolls) */
  ip: number;
  /** the half-Segment being played: 1 by the Initiative player, 2 by the other */
  half: 1 | 2;
  ipLeft: number;
  spentCp: boolean;
  enteredSp: boolean;
  pending: Pending | null;
  /** the last payment or penalty, said once under the next step */
  last: string | null;
}

export const emptyCps = (): Record<Tracker, number> => ({ primary: 0, secondary: 0, tertiary: 0, discretionary: 0 });

export function initialContext(): OtpContext {
  return {
    turn: 1,
    startTurn: 1,
    fellOn: null,
    boxes: 5,
    reading: 'every-tie',
    box: 1,
    segments: 0,
    pgsLeft: 0,
    pgsUsed: false,
    vp: 0,
    cp: { French: emptyCps(), Prussian: emptyCps() },
    init: { French: null, Prussian: null },
    cpRollFrench: null,
    cpRollPrussian: null,
    initiative: null,
    ip: 0,
    half: 1,
    ipLeft: 0,
    spentCp: false,
    enteredSp: false,
    pending: null,
    last: null,
  };
}

/** The player acting in the current half-Segment. */
export const acting = (c: OtpContext): Side => (c.half === 1 ? c.initiative! : other(c.initiative!));

/** The Republic replaced the Empire (18.2). */
export const empireFallen = (c: OtpContext): boolean => c.fellOn !== null;

export const cpsOf = (c: OtpContext, s: Side): number => TRACKERS.reduce((t, k) => t + c.cp[s][k], 0);

/** What a save's context must be (bounds, not rules). */
export function contextShape() {
  const side = oneOf(...SIDES);
  const cps = record(TRACKERS, int(0, 20));
  const roll = (lo: number, hi: number) => record(SIDES, nullable(int(lo, hi)));
  const n = int(0, 99);
  return object({
    turn: int(1, LAST_TURN),
    startTurn: int(1, LAST_TURN),
    fellOn: nullable(int(1, LAST_TURN)),
    boxes: int(4, 9),
    reading: oneOf('every-tie', 'entering-only'),
    box: int(1, 9),
    segments: n,
    pgsLeft: int(0, 9),
    pgsUsed: bool,
    vp: int(-999, 999),
    cp: record(SIDES, cps),
    init: roll(3, 18),
    cpRollFrench: nullable(int(2, 12)),
    cpRollPrussian: nullable(int(2, 12)),
    initiative: nullable(side),
    ip: int(0, 15),
    half: oneOf(1, 2),
    ipLeft: int(0, 15),
    spentCp: bool,
    enteredSp: bool,
    pending: nullable(
      object({
        action: oneOf(...ACTIONS.map((a) => a.id)),
        n: int(1, 99),
        combined: (v: unknown) => !!v && typeof v === 'object' && Object.entries(v).every(([k, x]) => ACTIONS.some((a) => a.id === k && a.kind === 'combined') && n(x)),
        outOfZone: n,
        lone: n,
        star: n,
        sovereign: n,
        besieged: bool,
        rally: bool,
      }),
    ),
    last: nullable((v: unknown) => typeof v === 'string' && v.length < 300),
  });
}
