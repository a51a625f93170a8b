/**
 * 1914, Offensive à outrance: the GT Record Track as a queue of reminders.
 * What the players put on the track comes back a fixed number of game turns
 * later (notes 3.3 PRELIM); the checklist raises each one in the Preliminary
 * Phase of the game turn it falls due.
 */
export const REMINDER_KINDS = ['train', 'rail', 'depot', 'siege', 'base', 'antwerp'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** Game turns until each comes back: Corps Train 2, interrupted rail units 3 (7.7.5), Depot 2 (15.6.4), siege artillery 1 (13.2), base transfer 3 (23.1, 24.3), Antwerpen surrender 3 (24.4). */
export const DELAY: Record<ReminderKind, number> = { train: 2, rail: 3, depot: 2, siege: 1, base: 3, antwerp: 3 };
/** Whose Preliminary Phase raises it: Siege-Artillery markers are placed in the German one (13.2), base transfers finish in the Allied one (23.1, 24.3); the others belong to either side, so both show them. */
export const ONLY: Partial<Record<ReminderKind, 'Allied' | 'German'>> = { siege: 'German', base: 'Allied' };

export interface Reminder {
  kind: ReminderKind;
  /** the game turn it was put on the track, and the one it falls due */
  from: number;
  due: number;
}
export const MAX_REMINDERS = 30;

/** The queue with one more reminder put on the track on game turn `gt`. */
export function addReminder(queue: readonly Reminder[], kind: ReminderKind, gt: number): Reminder[] {
  if (queue.length >= MAX_REMINDERS) return [...queue];
  return [...queue, { kind, from: gt, due: gt + DELAY[kind] }].sort((a, b) => a.due - b.due);
}

/** The reminders that fall due on game turn `gt` in this Player Turn's Preliminary Phase. */
export const dueNow = (queue: readonly Reminder[], gt: number, side: 'Allied' | 'German'): Reminder[] =>
  queue.filter((r) => r.due === gt && (ONLY[r.kind] ?? side) === side);

/** A new game turn: what fell due before it has been dealt with and leaves the queue. */
export const dropPast = (queue: readonly Reminder[], gt: number): Reminder[] => queue.filter((r) => r.due >= gt);
