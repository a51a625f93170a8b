/**
 * 1914 cavalry reaction (8.2.1-8.2.3, 8.4) and retirement (8.3) as questions
 * the player answers about the unit, the trigger and the one hex it would
 * enter. Each "no" comes with the rule that bars it. LOC cavalry must react or
 * retire when it may, and never into an enemy ZOC (8.7).
 */
export type Kind = 'cavalry' | 'loc' | 'other';
/** the EZOCs on the hex it would enter: none, only the triggering unit's, or another enemy unit's */
export type Ezoc = 'none' | 'trigger' | 'other';

export interface ReactionAnswers {
  kind: Kind;
  /** it is an enemy Movement or Counter Movement Phase, and whose */
  phase: 'enemy-movement' | 'enemy-counter' | 'own';
  trigger: 't1' | 't2' | 'none';
  /** the hex it would enter holds an enemy unit */
  enemyInHex: boolean;
  /** Trigger 2: the hex is the one the enemy unit just left */
  vacated: boolean;
  ezoc: Ezoc;
  /** a friendly unit is in the hex (an occupied hex is not "empty", 8.2.3) */
  friendlyInHex: boolean;
  gt: number;
  /** the hex is in the ZOC of an enemy infantry Formation (8.4) */
  infantryZoc: boolean;
  /** 8.4 bars reactions in the enemy's Counter Movement Phase too (default) or only the counter-moving side */
  doctrineOnReaction: boolean;
  /** the hex is enemy-controlled (3.3): barred to LOC units (8.7) */
  enemyControlled?: boolean;
}

/** 8.7: besides 8.2 and 8.3, a LOC unit never enters an enemy ZOC (a friendly unit there does not negate it) nor an enemy-controlled hex. */
function locBars(kind: Kind, inEzoc: boolean, controlled: boolean | undefined): { why: string; rule: string }[] {
  if (kind !== 'loc') return [];
  const bars = [];
  if (inEzoc) bars.push({ why: 'A LOC unit never enters an enemy ZOC, even the triggering unit’s or a friendly-occupied hex', rule: '8.7' });
  if (controlled) bars.push({ why: 'A LOC unit never enters an enemy-controlled hex (3.3)', rule: '8.7' });
  return bars;
}

export interface Verdict {
  allowed: boolean;
  /** why not, each with its rule */
  bars: { why: string; rule: string }[];
  /** LOC cavalry: it must do it (allowed) or is eliminated (not allowed) */
  compelled: boolean;
}

const verdict = (kind: Kind, bars: Verdict['bars'], trigger = true): Verdict => ({
  allowed: bars.length === 0,
  bars,
  compelled: kind === 'loc' && trigger,
});

export function reaction(a: ReactionAnswers): Verdict {
  const bars: Verdict['bars'] = [];
  if (a.kind === 'other') return verdict(a.kind, [{ why: 'Only cavalry-type units (cavalry, Jaeger, LOC cavalry) react', rule: '8.2' }]);
  if (a.phase === 'own') bars.push({ why: 'Cavalry reacts only in an enemy movement phase', rule: '8.2' });
  if (a.trigger === 'none') bars.push({ why: 'No trigger: neither Trigger 1 nor Trigger 2', rule: '8.2.1' });
  if (a.enemyInHex) bars.push({ why: 'It never enters a hex holding an enemy unit', rule: '7.1.2' });
  if (a.trigger === 't2' && a.vacated) bars.push({ why: 'After Trigger 2 it may not enter the hex the enemy just left', rule: '8.2.2' });
  if (a.ezoc === 'other' && !a.friendlyInHex && a.kind !== 'loc') bars.push({ why: 'An empty hex in the ZOC of an enemy unit other than the one that triggered it', rule: '8.2.3' });
  if (a.doctrineOnReaction && a.phase === 'enemy-counter' && a.gt <= 9 && a.infantryZoc)
    bars.push({ why: `Poor Cavalry Doctrine (GT ${a.gt}): no entering an enemy infantry Formation's ZOC in a Counter Movement Phase`, rule: '8.4' });
  bars.push(...locBars(a.kind, a.ezoc !== 'none', a.enemyControlled));
  // LOC cavalry is compelled only when a trigger arises in an enemy movement phase
  return verdict(a.kind, bars, a.trigger !== 'none' && a.phase !== 'own');
}

export interface RetirementAnswers {
  kind: Kind;
  /** it is adjacent to an enemy unit in the Cavalry Retirement Step */
  adjacent: boolean;
  enemyInHex: boolean;
  /** the hex is in an EZOC, friendly-occupied or not */
  inEzoc: boolean;
  /** the hex is enemy-controlled (3.3): barred to LOC units (8.7) */
  enemyControlled?: boolean;
}

export function retirement(a: RetirementAnswers): Verdict {
  if (a.kind === 'other') return verdict(a.kind, [{ why: 'Only cavalry-type units retire in this step (others: Voluntary Retirement, optional)', rule: '8.3' }]);
  const bars: Verdict['bars'] = [];
  if (!a.adjacent) bars.push({ why: 'Only cavalry adjacent to an enemy unit retires', rule: '8.3' });
  if (a.enemyInHex) bars.push({ why: 'It never enters a hex holding an enemy unit', rule: '7.1.2' });
  if (a.inEzoc) bars.push({ why: 'Never into a hex in an EZOC, even a friendly-occupied one', rule: '8.3' });
  bars.push(...locBars(a.kind, false, a.enemyControlled));
  return verdict(a.kind, bars, a.adjacent);
}
