/** 1914, Offensive à outrance turn checklist: the machine's context and the shape a saved context must have. */
import { array, bool, int, object, oneOf, optional } from '../../../lib/shape.ts';
import { MAX_REMINDERS, REMINDER_KINDS, type Reminder, type Side } from './reminders.ts';

export type { Side };

/** The highest game turn the rules name (GTs 19-30): the Grand Campaign's length, probably (notes 3.1). */
export const LAST_GT = 30;

export interface W14Context {
  gt: number;
  /** the scenario's last game turn (the Playbook, with the scenarios, is not in our source) */
  lastGt: number;
  /** the player turn being played: the Allied first, then the German (4.1) */
  side: Side;
  /** some Strategic Plan is still active: the Special Joint Preliminary Phase is held (4.2.1a) */
  plans: boolean;
  /** the German Sixth Army's plan has activated (by its roll, or set off by the French Second Army's abandoned plan: 26.6) */
  sixth: boolean;
  reminders: Reminder[];
}

export const initialContext = (): W14Context => ({ gt: 1, lastGt: LAST_GT, side: 'Allied', plans: true, sixth: false, reminders: [] });

/** What a save's context must be (bounds, not rules). */
export function contextShape() {
  const gt = int(1, LAST_GT);
  return object({
    gt,
    lastGt: gt,
    side: oneOf('Allied', 'German'),
    plans: bool,
    // came later: a save without it still loads (the roll is then still offered)
    sixth: optional(bool),
    // `side` came later: a save without it still loads, and its reminder shows in both Player Turns
    reminders: array(object({ kind: oneOf(...REMINDER_KINDS), from: gt, due: int(1, LAST_GT + 3), side: optional(oneOf('Allied', 'German')) }), MAX_REMINDERS),
  });
}
