/**
 * Rules whose force depends on the game's date (a game turn, a season of a
 * year): a checklist shows each only on the turns its window is open. The
 * windows are data beside the steps; their words are fixed notes in the
 * game's steps.ts, rendered as HTML, so only keys and numbers ship as script.
 */
export interface Dated {
  /** key of the fixed note (StepNotes) that says the rule */
  note: string;
  /** first and last turn it applies on, inclusive (a turn index of the game's own count) */
  from?: number;
  to?: number;
  /** only every n-th turn counted from `from` (every third game turn, even years) */
  every?: number;
  /** only on these steps (step keys); on every step of an open turn when absent */
  steps?: readonly string[];
  /** only while this flag of the game's state is set ("!name": only while it is not) */
  when?: string;
}

/** Whether a rule's window is open on turn `t`. */
export function isOpen(d: Dated, t: number): boolean {
  if (!Number.isInteger(t)) return false;
  if (d.from !== undefined && t < d.from) return false;
  if (d.to !== undefined && t > d.to) return false;
  return !d.every || (t - (d.from ?? 0)) % d.every === 0;
}

/** Whether a rule's state condition holds for these flags (an unknown flag counts as unset). */
export function holds(d: Dated, flags: Readonly<Record<string, boolean>> = {}): boolean {
  if (!d.when) return true;
  const not = d.when.startsWith('!');
  return (flags[not ? d.when.slice(1) : d.when] === true) !== not;
}

/** The notes in force on turn `t` at step `step` with the game's state flags, in the list's order. */
export function datedNotes(list: readonly Dated[], t: number, step: string, flags: Readonly<Record<string, boolean>> = {}): string[] {
  return list.filter((d) => isOpen(d, t) && (!d.steps || d.steps.includes(step)) && holds(d, flags)).map((d) => d.note);
}
