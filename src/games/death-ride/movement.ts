/**
 * Death Ride: movement costs (Movement Costs block of the card), French
 * activation by fire (3.2.1) and the 78th Regiment's movement roll (15.0).
 * Pure functions; the card's ambiguities are parameters.
 */
import { Fraction } from '../../lib/fraction.ts';

export interface MoveCase {
  enterEnemy: boolean; // entering an area with enemy units, Spent or Fresh: 2
  enterBeaten: boolean; // entering a Beaten Zone: 2
  crossRavine: boolean; // +1
  leaveEnemy: boolean; // leaving an area with enemy units: +1
  cavalryWoods: boolean; // cavalry entering a +3 Cover area with Woods: +2
}

/**
 * 'base-plus' (default): the highest base cost applies (2 for an enemy area
 * or a Beaten Zone, else 1) and the "+" costs are added to it.
 * 'highest-single': each "+" cost is read as 1 + that amount, and only the
 * single highest of all qualifying costs is paid.
 */
export type MoveReading = 'base-plus' | 'highest-single';

export function movementCost(c: MoveCase, reading: MoveReading = 'base-plus'): { cost: number; parts: { label: string; value: number }[] } {
  const bases: { label: string; value: number }[] = [];
  if (c.enterEnemy) bases.push({ label: 'Enter an area with enemy units', value: 2 });
  if (c.enterBeaten) bases.push({ label: 'Enter a Beaten Zone', value: 2 });
  if (bases.length === 0) bases.push({ label: 'Enter any other area', value: 1 });
  const extras: { label: string; value: number }[] = [];
  if (c.crossRavine) extras.push({ label: 'Cross a Ravine edge', value: 1 });
  if (c.leaveEnemy) extras.push({ label: 'Leave an area with enemy units', value: 1 });
  if (c.cavalryWoods) extras.push({ label: 'Cavalry entering a +3 Cover area with Woods', value: 2 });
  const base = bases.reduce((m, b) => (b.value > m.value ? b : m));
  if (reading === 'base-plus') {
    return { cost: base.value + extras.reduce((n, e) => n + e.value, 0), parts: [base, ...extras] };
  }
  const candidates = [...bases, ...extras.map((e) => ({ label: `${e.label} (1 + ${e.value})`, value: 1 + e.value }))];
  const top = candidates.reduce((m, x) => (x.value > m.value ? x : m));
  return { cost: top.value, parts: [top] };
}

export type ActivationDie = 'd6' | 'd10';

/** 3.2.1: French units under fire activate on Frossard 1-4, any other leader 1-3; the card names no die. */
export function activationByFire(leader: 'frossard' | 'other', die: ActivationDie = 'd6'): { needed: number; chance: Fraction } {
  const needed = leader === 'frossard' ? 4 : 3;
  return { needed, chance: new Fraction(needed, die === 'd6' ? 6 : 10) };
}

/** 15.0: the 78th East Frisian Regiment rolls for its movement: 1-3 gives 3 MP, 4-6 gives 2 MP. */
export const REGIMENT_78_ROLL = [
  { faces: '1-3', mp: 3, chance: new Fraction(3, 6) },
  { faces: '4-6', mp: 2, chance: new Fraction(3, 6) },
] as const;
