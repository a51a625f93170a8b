/**
 * Death Ride: Mars-La-Tour 1870 combat procedures, one pure function per
 * table of the player aid card. Each takes a typed input (and options for
 * the card's ambiguities) and returns the AV/TV working, M, the exact
 * distribution of D = M + (1d6 - 1d6) and the grouped outcomes.
 *
 *   bombardment      7.1
 *   rifleFire        7.2
 *   chassepotVolley  7.3
 *   cavalryVsCavalry 7.4 (cavalry against cavalry)
 *   assaultInfantry  7.4 (any assault on infantry or artillery)
 */
export type { CasualtySide, Casualties, CombatResult, Outcome, Procedure, Side, Term } from './common.ts';
export { SIDES } from './common.ts';
export type { BombardmentInput, BombardmentOptions, ChassepotInput, ChassepotOptions, RifleInput, RifleOptions } from './fire.ts';
export { bombardment, chassepotVolley, rifleFire } from './fire.ts';
export type { AssaultInput, AssaultLead, AssaultOptions, CavVsCavInput, CavVsCavOptions } from './assault.ts';
export { assaultInfantry, cavalryVsCavalry } from './assault.ts';
