/**
 * On To Paris! the supply check (9) as a walk of yes/no answers about the map,
 * after the decision procedure of the research notes (5.2), checked against
 * the rulebook text: which check, who makes it, then the path parts in their
 * only allowed order (Unit Supply Path, at most one Supply Depot Path, at most
 * one Railway Supply Path, 9.7), and whether a depot is used up (9.5.1).
 *
 * Where the notes and the rulebook part ways, the rulebook is followed: the
 * notes' procedure lets a Railway Supply Path end at a depot like at any other
 * source, while 9.4.5 says such a path is for Combat Supply without using up
 * the depot. That reading is the default; the other (9.5.1: a depot that gives
 * Combat Supply is eliminated) is offered as a setting.
 */
import type { PathLength } from './lengths.ts';
import { supplyEffects, type CheckKind, type DepotFate, type Verdict, type Who } from './effects.ts';
import { oneOf, SIDES, yesNo, type Line, type Side } from './types.ts';

export type { CheckKind, DepotFate, Verdict, Who } from './effects.ts';
export type Role = 'active' | 'non-active' | 'attacker' | 'defender';
/** where a Railway Supply Path ends */
export type RailEnd = 'source' | 'depot' | 'none';
/** where a Supply Depot Path ends */
export type DepotPathEnd = 'source' | 'rail' | 'none';
/** 9.4.5 as written (the depot at the end of a Railway path stays) or 9.5.1 (it is eliminated after the combat) */
export type RailDepotReading = 'kept' | 'spent';

export const CHECKS: readonly CheckKind[] = ['movement', 'combat', 'hex'];
export const WHO: readonly Who[] = ['unit', 'franc-tireur', 'siege-gun'];
export const RAIL_ENDS: readonly RailEnd[] = ['source', 'depot', 'none'];
export const DEPOT_PATH_ENDS: readonly DepotPathEnd[] = ['source', 'rail', 'none'];
export const RAIL_DEPOT_READINGS: readonly RailDepotReading[] = ['kept', 'spent'];
const ROLES: Record<CheckKind, readonly Role[]> = { movement: ['active', 'non-active'], combat: ['attacker', 'defender'], hex: ['active'] };

export interface SupplyAnswers {
  check: CheckKind;
  side: Side;
  /** who is checked (a hex check is for a unit placed there, whatever this says) */
  who: Who;
  /** movement: active or non-active; combat: attacker or defender; hex: active */
  role: Role;
  /** the attacker was out of Movement Supply when activated this time */
  outAtActivation: boolean;
  /** the Unit Supply Path length (from the player's chart), for the wording */
  unitPath: PathLength;
  /** the Unit Supply Path reaches a friendly Supply Source that is not a depot */
  toSource: boolean;
  /** the Unit Supply Path reaches a friendly-controlled rail line hex */
  toRail: boolean;
  /** where the Railway Supply Path from that rail hex ends */
  railEnd: RailEnd;
  /** the Unit Supply Path reaches a friendly Supply Depot (not a Rail Bypass) */
  toDepot: boolean;
  /** where a Supply Depot Path from that depot ends (Combat Supply) */
  depotPath: DepotPathEnd;
  /** where the Railway path from the Depot path's rail hex ends */
  depotRailEnd: RailEnd;
  /** use the depot reached as the Combat Supply source, to be eliminated after the combat */
  spendDepot: boolean;
  railDepot: RailDepotReading;
  /** Siege Gun (9.8): on a rail line hex */
  gunOnRail: boolean;
  /** Siege Gun: a Railway Supply Path from its hex to a Supply Source */
  gunRailToSource: boolean;
  /** Siege Gun: its own railway-only path to a Supply Source hex, no rail hex shared with another gun */
  gunOwnPath: boolean;
}

export interface SupplyResult {
  verdict: Verdict;
  depot: DepotFate;
  /** the parts of the path that worked, in order, ending at what supplied it */
  route: string[];
  steps: Line[];
  effects: Line[];
}

const BOOLS = ['outAtActivation', 'toSource', 'toRail', 'toDepot', 'spendDepot', 'gunOnRail', 'gunRailToSource', 'gunOwnPath'] as const;

function checked(a: SupplyAnswers): SupplyAnswers {
  oneOf('check', a.check, CHECKS);
  oneOf('side', a.side, SIDES);
  oneOf('who', a.who, WHO);
  oneOf('role', a.role, ROLES[a.check]);
  oneOf('railEnd', a.railEnd, RAIL_ENDS);
  oneOf('depotRailEnd', a.depotRailEnd, RAIL_ENDS);
  oneOf('depotPath', a.depotPath, DEPOT_PATH_ENDS);
  oneOf('railDepot', a.railDepot, RAIL_DEPOT_READINGS);
  for (const k of BOOLS) yesNo(k, a[k]);
  const h = a.unitPath?.hexes;
  if (h !== null && !(Number.isInteger(h) && h >= 0 && h <= 99)) throw new RangeError(`unit path length must be a whole number from 0 to 99 or unknown, not ${String(h)}`);
  return a;
}

const U = 'Unit Supply Path';
const D = 'Supply Depot Path';
const R = 'Railway Supply Path';

/** "4 hexes or fewer" / "the length printed on your player aid card" */
export const withinText = (p: PathLength): string => (p.hexes === null ? 'the length printed on your player aid card' : `${p.hexes} ${p.hexes === 1 ? 'hex' : 'hexes'} or fewer`);

export function checkSupply(input: SupplyAnswers): SupplyResult {
  const a = checked(input);
  const steps: Line[] = [];
  const combat = a.check === 'combat';
  const say = (text: string, value: string, rules: string[]) => steps.push({ text, value, rules });
  const finish = (verdict: Verdict, depot: DepotFate, route: string[], text: string, value: string, rules: string[]): SupplyResult => {
    say(text, value, rules);
    const effects = supplyEffects({ check: a.check, who: a.check === 'hex' ? 'unit' : a.who, verdict, depot, gunOwnPath: a.gunOwnPath });
    return { verdict, depot, route, steps, effects };
  };
  const IN = 'in supply';
  const OUT = 'out of supply';

  // which check, and who makes it
  if (a.check === 'hex') say('Movement Supply of a hex: trace as if a unit of yours stood there now', 'hex check', ['9.2']);
  else if (a.who === 'franc-tireur') return finish('in', 'none', [], 'A Franc-Tireur SP never needs to trace supply', IN, ['9.1']);
  else if (a.who === 'siege-gun') {
    say('A Siege Gun traces a Railway Supply Path only, from the rail line hex it stands on', 'Siege Gun', ['9.8']);
    if (!a.gunOnRail) return finish('out', 'none', [], 'On a rail line hex?', `no: ${OUT}`, ['9.8']);
    if (!a.gunRailToSource) return finish('out', 'none', [], 'Railway Supply Path from its hex to a Supply Source?', `no: ${OUT}`, ['9.8', '9.4.5']);
    return finish('in', 'none', [R, 'Supply Source'], 'Railway Supply Path from its hex to a Supply Source?', `yes: ${IN}`, ['9.8']);
  } else if (a.check === 'movement') {
    if (a.role === 'non-active') return finish('not-checked', 'none', [], 'The player who is not moving never traces Movement Supply, even to react', 'no check', ['9.2.2']);
    say('Movement Supply, traced once as the unit is activated to move', 'active player', ['9.2.1']);
  } else {
    say('Combat Supply: both sides trace it the moment the combat is declared', a.role, ['9.3']);
    if (a.role === 'attacker' && a.outAtActivation)
      return finish('out', 'none', [], 'Out of Movement Supply at its activation: no Combat Supply before that activation ends', OUT, ['9.2.1', '9.2.3']);
  }

  // 1. the Unit Supply Path, always first
  say(`Unit Supply Path: the unit’s own hex not counted, blocked hexes avoided${a.unitPath.from === 'your chart' ? ' (length from your chart)' : ''}`, withinText(a.unitPath), ['9.4.4', '9.4.3']);
  if (a.toSource) return finish('in', 'none', [U, 'Supply Source'], 'Reaches a Supply Source hex, a friendly Fortress or a city of a rail-linked group of four or more friendly cities?', `yes: ${IN}`, ['9.4.1', '9.4.2']);
  say('Reaches a Supply Source hex, a friendly Fortress or a city of a rail-linked group of four or more friendly cities?', 'no', ['9.4.1']);

  // 2. Unit path to a rail line hex, then the one Railway Supply Path
  const railToDepot = (route: string[]): SupplyResult => {
    const text = 'The Railway path ends at a friendly depot on a rail line hex';
    if (!combat) return finish('in', 'kept', [...route, 'Supply Depot'], `${text}: a source for Movement Supply, and it stays`, IN, ['9.4.5', '9.5.1']);
    if (a.railDepot === 'kept') return finish('in', 'kept', [...route, 'Supply Depot'], `${text}: for Combat Supply it stays (9.4.5 as written, the reading chosen)`, IN, ['9.4.5']);
    return finish('in', 'spent', [...route, 'Supply Depot (used up)'], `${text}: it gives the Combat Supply and is eliminated after the combat (9.5.1, the reading chosen)`, IN, ['9.5.1', '9.4.5']);
  };
  if (a.toRail) {
    say('Reaches a friendly-controlled rail line hex (start of its one Railway Supply Path)?', 'yes', ['9.4.2', '9.4.5']);
    if (a.railEnd === 'source') return finish('in', 'none', [U, R, 'Supply Source'], 'Along friendly-controlled rail, any distance, to a Supply Source?', `yes: ${IN}`, ['9.4.5']);
    if (a.railEnd === 'depot') return railToDepot([U, R]);
    say('Along friendly-controlled rail, any distance, to a Supply Source or a depot?', 'no', ['9.4.5']);
  } else say('Reaches a friendly-controlled rail line hex?', 'no', ['9.4.4']);

  // 3. Unit path to a depot
  if (!a.toDepot) return finish('out', 'none', [], 'Reaches a friendly Supply Depot? No: no valid supply path', `no: ${OUT}`, ['9.4.2', '9.7']);
  if (!combat) return finish('in', 'kept', [U, 'Supply Depot'], 'Reaches a friendly Supply Depot: a source for Movement Supply, not used up', `yes: ${IN}`, ['9.4.1', '9.5.1']);
  say('Reaches a friendly Supply Depot? To keep it, go on from it with a Supply Depot Path', 'yes', ['9.4.2', '9.4.6']);
  if (a.depotPath === 'source') return finish('in', 'kept', [U, D, 'Supply Source'], 'Depot path (legs of up to three hexes, depot to depot) to a Supply Source: the depots were only links and stay', `yes: ${IN}`, ['9.4.6', '9.5.1']);
  if (a.depotPath === 'rail') {
    say('Depot path to a friendly rail line hex, where the one Railway path starts?', 'yes', ['9.4.6', '9.7']);
    if (a.depotRailEnd === 'source') return finish('in', 'kept', [U, D, R, 'Supply Source'], 'Railway path to a Supply Source: the depots stay', `yes: ${IN}`, ['9.4.5', '9.5.1']);
    if (a.depotRailEnd === 'depot') return railToDepot([U, D, R]);
    say('Railway path to a Supply Source or a depot?', 'no', ['9.4.5']);
  } else say('Depot path to a Supply Source or a friendly rail line hex?', 'no', ['9.4.6']);

  // 4. the depot itself as the source, used up
  if (a.spendDepot) return finish('in', 'spent', [U, 'Supply Depot (used up)'], 'The depot reached is the source of this Combat Supply, and is eliminated when the combat ends', IN, ['9.4.1', '9.5.1']);
  return finish('out', 'none', [], 'The depot is kept rather than spent, and no other path is left', OUT, ['9.4.2', '9.5.1']);
}
