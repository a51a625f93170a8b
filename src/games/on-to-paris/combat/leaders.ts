/**
 * Leader status checks at the end of a combat (13.17): the French Imperial
 * Command replacement roll (5.6) and the Prussian Subject to Recall marker
 * (5.5.1). The Imperial Command Change Table itself is not in our source: these
 * say only whether a roll is owed, never what it gives.
 */
import { count } from '../../../lib/guard.ts';

export interface ImperialCommandCheck {
  /** the Empire has not fallen yet (18.2) */
  beforeFall: boolean;
  /** a French Army, or a Corps Attached to one whose Army was not involved, became Demoralized in this combat */
  becameDemoralized: boolean;
  /** Infantry SPs the French side lost in this combat, all its units together */
  frenchLost: number;
  /** Infantry SPs the Prussian side lost in this combat */
  prussianLost: number;
  /** French Army leaders concerned that carry no Leader Confirmed marker */
  unconfirmed: number;
}

/** 5.6: rolls owed on the Imperial Command Change Table, one per unconfirmed Army leader, at most one each per combat. */
export function imperialCommandRolls(c: ImperialCommandCheck): number {
  count('frenchLost', c.frenchLost);
  count('prussianLost', c.prussianLost);
  count('unconfirmed', c.unconfirmed);
  if (!c.beforeFall) return 0;
  return c.becameDemoralized || c.frenchLost > c.prussianLost ? c.unconfirmed : 0;
}

/** 5.5.1: a Prussian Army leader becomes Subject to Recall when his Force lost at least as many Infantry SPs as it inflicted. */
export function subjectToRecall(prussianLost: number, frenchLost: number): boolean {
  count('prussianLost', prussianLost);
  count('frenchLost', frenchLost);
  return prussianLost >= frenchLost;
}
