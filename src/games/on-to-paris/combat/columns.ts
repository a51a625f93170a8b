/**
 * On To Paris! 13.4: the initial CRT column from the two sides' combat SPs, and
 * 13.11.1: the size row each side fires on. Pure and exact (ratios compared as
 * integers, never as floats), so "exactly 1:2" and "exactly 2:1" land on their
 * ratio columns as the rule says.
 */
import { count, modifier } from '../../../lib/guard.ts';
import { fill } from '../../../lib/words.ts';
import { SAY } from './say.ts';

export type ColumnKind = 'ratio' | 'differential';
export interface Column {
  id: string;
  label: string;
  kind: ColumnKind;
  /** true where the column's heading is rebuilt from a garbled scrape */
  reconstructed?: boolean;
}

/**
 * The CRT's columns, left (Defender) to right (Attacker). The order is
 * reconstructed from the CRT fragment's headings and the 13.11.1 example (+4 two
 * shifts right is 2:1); the "+3 to +4" heading is cut in our source ("+3 t…").
 */
export const COLUMNS: readonly Column[] = [
  { id: '1:3', label: '1:3', kind: 'ratio' },
  { id: '1:2', label: '1:2', kind: 'ratio' },
  { id: 'd-3', label: '−3 or less', kind: 'differential' },
  { id: 'd-2', label: '−2, −1', kind: 'differential' },
  { id: 'd0', label: '0', kind: 'differential' },
  { id: 'd+1', label: '+1 to +2', kind: 'differential' },
  { id: 'd+3', label: '+3 to +4', kind: 'differential', reconstructed: true },
  { id: 'd+5', label: '+5 or more', kind: 'differential' },
  { id: '2:1', label: '2:1', kind: 'ratio' },
  { id: '3:1', label: '3:1', kind: 'ratio' },
  { id: '4:1', label: '4:1', kind: 'ratio' },
  { id: '5:1', label: '5:1', kind: 'ratio' },
];

export const columnIndex = (id: string): number => {
  const i = COLUMNS.findIndex((c) => c.id === id);
  if (i < 0) throw new RangeError(fill(SAY.noColumn, { column: id }));
  return i;
};

/** A side's SPs in the combat hex, as 13.4 counts them. */
export interface CombatForce {
  /** Infantry SPs: Regular (Bavarian included) and Reserve (Mobile, Landwehr), contained ones included */
  infantry: number;
  /** Franc-Tireur SPs (French only) */
  francTireur: number;
  /** Cavalry SPs: never count toward odds or size */
  cavalry: number;
}

export type Size = 's' | 'm' | 'l';
export const SIZE_NAMES: Record<Size, string> = { s: 'small', m: 'medium', l: 'large' };

export function checkForce(name: string, f: CombatForce): void {
  for (const k of ['infantry', 'francTireur', 'cavalry'] as const) count(`${name}.${k}`, f[k], { max: 999 });
}

/** Combat SPs of a side (13.4): Infantry plus Franc-Tireur; Cavalry never counts. */
export const combatSP = (f: CombatForce): number => f.infantry + f.francTireur;

/** 13.11.1: the size row by the firing side's combat SPs: 1-3 small, 4-12 medium, 13+ large. */
export function sizeRow(sp: number): Size {
  count('combat SPs', sp);
  return sp >= 13 ? 'l' : sp >= 4 ? 'm' : 's';
}

/** The differential column for d = A - D (13.4.2). */
export function differentialColumn(d: number): string {
  if (d <= -3) return 'd-3';
  if (d <= -1) return 'd-2';
  if (d === 0) return 'd0';
  if (d <= 2) return 'd+1';
  if (d <= 4) return 'd+3';
  return 'd+5';
}

export type InitialOdds =
  | {
      kind: 'column';
      column: string;
      attackerSP: number;
      defenderSP: number;
      /** how the column was found, for the working */
      basis: 'ratio' | 'differential' | 'cavalry-only';
      /** A - D when the differential was used */
      differential?: number;
      sizes: { attacker: Size; defender: Size };
    }
  | { kind: 'overrun'; attackerSP: number; defenderSP: number; reason: 'ratio' | 'defender-cavalry-only' }
  | { kind: 'attacker-eliminated'; attackerSP: number; defenderSP: number; reason: 'below-1:3' | 'attacker-cavalry-only' }
  | { kind: 'no-combat'; reason: string };

/**
 * 13.4: the initial column (recomputed after artillery losses in step 3).
 * Ratios favour the Defender: 2.9:1 is 2:1 and 1:2.5 is 1:3.
 */
export function initialOdds(attacker: CombatForce, defender: CombatForce): InitialOdds {
  checkForce('attacker', attacker);
  checkForce('defender', defender);
  const A = combatSP(attacker);
  const D = combatSP(defender);
  if (A === 0 && attacker.cavalry === 0) return { kind: 'no-combat', reason: SAY.attackerNoSps };
  if (D === 0 && defender.cavalry === 0) return { kind: 'no-combat', reason: SAY.defenderNoSps };
  if (A === 0 && D === 0)
    return { kind: 'column', column: 'd0', attackerSP: 0, defenderSP: 0, basis: 'cavalry-only', differential: 0, sizes: { attacker: 's', defender: 's' } };
  if (D === 0) return { kind: 'overrun', attackerSP: A, defenderSP: 0, reason: 'defender-cavalry-only' };
  if (A === 0) return { kind: 'attacker-eliminated', attackerSP: 0, defenderSP: D, reason: 'attacker-cavalry-only' };
  const sizes = { attacker: sizeRow(A), defender: sizeRow(D) };
  const base = { attackerSP: A, defenderSP: D, sizes };
  if (3 * A < D) return { kind: 'attacker-eliminated', attackerSP: A, defenderSP: D, reason: 'below-1:3' };
  if (2 * A < D) return { kind: 'column', column: '1:3', basis: 'ratio', ...base };
  if (2 * A === D) return { kind: 'column', column: '1:2', basis: 'ratio', ...base };
  if (A < 2 * D) return { kind: 'column', column: differentialColumn(A - D), basis: 'differential', differential: A - D, ...base };
  if (A >= 12 * D) return { kind: 'overrun', attackerSP: A, defenderSP: D, reason: 'ratio' };
  const times = Math.min(5, Math.floor(A / D));
  return { kind: 'column', column: `${times}:1`, basis: 'ratio', ...base };
}

/**
 * Step 1 (13.5): Overrun before any artillery when the Attacker's Infantry SPs are
 * at least 12 times the Defender's (Cavalry SPs and leaders ignored). A Defender
 * with no Infantry SP at all is not covered by this test as printed (oddity 6 of
 * our notes); `francTireurCount` offers the reading that counts Franc-Tireur too.
 */
export function preArtilleryOverrun(attacker: CombatForce, defender: CombatForce, francTireurCount = false): boolean {
  checkForce('attacker', attacker);
  checkForce('defender', defender);
  const a = attacker.infantry + (francTireurCount ? attacker.francTireur : 0);
  const d = defender.infantry + (francTireurCount ? defender.francTireur : 0);
  if (d === 0) return false;
  return a >= 12 * d;
}

/** What a final column past 5:1 means: our source does not say (13.11). */
export type BeyondFiveReading = 'hold' | 'unstated';

export interface FinalColumn {
  /** index into COLUMNS, or null when the shifts run past 5:1 and the reading is "unstated" */
  index: number | null;
  column: Column | null;
  /** shifts that had no effect because the column was already at an end */
  clampedLeft: number;
  clampedRight: number;
}

/**
 * 13.11: sum every shift (+ right for the Attacker, - left for the Defender) and
 * move the initial column. Left of 1:3 uses 1:3 (13.4.3); right of 5:1 is not
 * stated, so it is a reading: "hold" keeps 5:1.
 */
export function finalColumn(initial: string, netShift: number, beyond: BeyondFiveReading = 'hold'): FinalColumn {
  modifier('net shift', netShift, 99);
  const start = columnIndex(initial);
  const raw = start + netShift;
  const last = COLUMNS.length - 1;
  if (raw < 0) return { index: 0, column: COLUMNS[0]!, clampedLeft: -raw, clampedRight: 0 };
  if (raw > last) {
    if (beyond === 'unstated') return { index: null, column: null, clampedLeft: 0, clampedRight: raw - last };
    return { index: last, column: COLUMNS[last]!, clampedLeft: 0, clampedRight: raw - last };
  }
  return { index: raw, column: COLUMNS[raw]!, clampedLeft: 0, clampedRight: 0 };
}

/**
 * 13.5: an Overrun costs the Attacker nothing, except that Demoralized units may
 * Overrun only at the price of one SP when what they overrun holds at least one
 * SP (of any kind, Cavalry included). `overrun` is the Defender's force as the
 * Overrun finds it: all of it at step 1, what the Attacker's artillery left of it
 * after step 2 (13.3: a side wiped out by artillery leaves no SP to overrun).
 */
export function overrunCost(attackerDemoralized: boolean, overrun: CombatForce): number {
  checkForce('overrun', overrun);
  return attackerDemoralized && combatSP(overrun) + overrun.cavalry > 0 ? 1 : 0;
}

