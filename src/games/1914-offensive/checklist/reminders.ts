/**
 * 1914, Offensive à outrance: the GT Record Track as a queue of reminders.
 * What the players put on the track comes back a fixed number of game turns
 * later (notes 3.3 PRELIM); the checklist raises each one in the Preliminary
 * Phase of the game turn it falls due, in its owner's Player Turn.
 */
/** a Player Turn's side, and a reminder's owner */
export type Side = 'Allied' | 'German';

export const REMINDER_KINDS = ['train', 'rail', 'depot', 'siege', 'base', 'antwerp'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
export const SIDES: readonly Side[] = ['Allied', 'German'];

/** Game turns until each comes back: Corps Train 2 (16.7), interrupted rail units 3 (7.7.5), Depot 2 (15.6.4), siege artillery 1 (13.2), base transfer 3 (23.1, 24.3), Antwerpen surrender 3 (24.4). */
export const DELAY: Record<ReminderKind, number> = { train: 2, rail: 3, depot: 2, siege: 1, base: 3, antwerp: 3 };
/**
 * Markers that belong to one side whoever puts them on the track: Siege-Artillery markers are placed in the
 * German Preliminary Phase (13.2), base transfers finish in the Allied one (23.1, 24.3), the Antwerpen
 * Surrenders marker is German and its effects are the German player's (24.4, 25.4.1).
 */
export const ONLY: Partial<Record<ReminderKind, Side>> = { siege: 'German', base: 'Allied', antwerp: 'German' };
/**
 * Units of either side: the players say whose. An eliminated Corps Train returns in its own side's
 * Preliminary Phase (16.7); a unit whose rail move was interrupted returns in "that GT's Preliminary
 * Phase" (7.7.5 does not say whose): read as its owner's, where units are placed (4.2).
 * A relocating Depot is the phasing player's own (15.6.4: picked up in his Attachment Phase).
 */
export const OWNED = ['train', 'rail'] as const;

export interface Reminder {
  kind: ReminderKind;
  /** the game turn it was put on the track, and the one it falls due */
  from: number;
  due: number;
  /** whose Preliminary Phase raises it (saves made before it was recorded have none: both show it) */
  side?: Side;
}
export const MAX_REMINDERS = 30;

/** The queue with one more reminder put on the track on game turn `gt`, owned by `side` unless its kind has a fixed owner. */
export function addReminder(queue: readonly Reminder[], kind: ReminderKind, gt: number, side?: Side): Reminder[] {
  if (queue.length >= MAX_REMINDERS) return [...queue];
  const owner = ONLY[kind] ?? side;
  return [...queue, { kind, from: gt, due: gt + DELAY[kind], ...(owner ? { side: owner } : {}) }].sort((a, b) => a.due - b.due);
}

/** Whose Preliminary Phase raises it: its recorded owner, its kind's, or (an old save's) both. */
export const ownerOf = (r: Reminder): Side | undefined => r.side ?? ONLY[r.kind];

/** The reminders that fall due on game turn `gt` in this Player Turn's Preliminary Phase. */
export const dueNow = (queue: readonly Reminder[], gt: number, side: Side): Reminder[] =>
  queue.filter((r) => r.due === gt && (ownerOf(r) ?? side) === side);

/** A new game turn: what fell due before it has been dealt with and leaves the queue. */
export const dropPast = (queue: readonly Reminder[], gt: number): Reminder[] => queue.filter((r) => r.due >= gt);
