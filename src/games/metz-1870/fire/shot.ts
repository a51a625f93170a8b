/**
 * One Metz 1870 fire, from the firing units to the final column (8.2): the
 * firing SP, the column that holds it, the 8.4 items the firers' side, type
 * and ammo markers bring, the net shift and the final column, and who takes
 * an Ammo Problem on doubles (8.8).
 */
import type { AmmoProblem } from './crt.ts';
import { ammoProblem, ammoShiftId } from './crt.ts';
import type { CrtColumn, FinalColumn } from './crt.ts';
import { finalColumn } from './crt.ts';
import { Fraction } from '../../../lib/fraction.ts';
import type { FiringSp, FiringUnit, RangeCat } from './sp.ts';
import { columnFor, firingSp } from './sp.ts';
import type { NetShift, ShiftOptions } from './shifts.ts';
import { netShift } from './shifts.ts';
import { SAY } from './say.ts';
import { fill, SERVER } from '../../../lib/words.ts';

export type FireSide = 'french' | 'prussian';
export type FireType = 'infantry' | 'artillery' | 'mitrailleuse' | 'inf-mit';

export interface ShotInput {
  side: FireSide;
  type: FireType;
  units: FiringUnit[];
  range: RangeCat;
  /** 8.4 items chosen by the player (not m, n, o, p: those follow from the firers) */
  shifts: string[];
  earthworks?: ShiftOptions['earthworks'];
  ammoWho?: 'largest' | 'owner';
  /** reading of 8.4 q: a Mitrailleuse on higher ground gets Plunging Fire (default no) */
  mitPlunge?: boolean;
}

export interface Shot {
  sp: FiringSp;
  canFire: boolean;
  start?: CrtColumn | 'beyond';
  /** items added from the firers: m or n by side and type, o or p by ammo */
  derived: string[];
  shift?: NetShift;
  final?: FinalColumn;
  ammo?: AmmoProblem;
  problems: string[];
}

/** m (Prussian artillery) or n (French infantry or Mitrailleuse). */
export function identityShifts(side: FireSide, type: FireType): string[] {
  if (side === 'prussian' && type === 'artillery') return ['m'];
  if (side === 'french' && type !== 'artillery') return ['n'];
  return [];
}

/** Checks the combination is one the rules allow; an empty list if it is. */
export function shotProblems(i: ShotInput): string[] {
  const p: string[] = [];
  if (i.type !== 'artillery' && i.range === 'canister') p.push(SAY.onlyArtilleryCanister);
  if ((i.type === 'mitrailleuse' || i.type === 'inf-mit') && i.side !== 'french') p.push(SAY.mitrailleuseFrench);
  if (i.type === 'inf-mit' && i.units.length < 2) p.push(SAY.infMitNeedsTwo);
  if (i.type !== 'artillery' && i.units.some((u) => u.horseHalf)) p.push(SAY.onlyHorseHalf);
  if (i.shifts.includes('h') && i.shifts.includes('i')) p.push(SAY.worksEither);
  if (i.side === 'french' && i.shifts.includes('l')) p.push(SAY.frenchTargetItem);
  if (i.side === 'prussian' && (i.shifts.includes('t') || i.shifts.includes('u'))) p.push(SAY.frenchFirerItems);
  if (i.shifts.includes('q') && !(i.type === 'artillery' || (i.type === 'mitrailleuse' && i.mitPlunge === true)))
    p.push(SAY.plungingArtillery);
  for (const id of ['m', 'n', 'o', 'p']) if (i.shifts.includes(id)) p.push(fill(SAY.itemFromFirers, { id }));
  return p;
}

export function resolveShot(i: ShotInput): Shot {
  // In the browser the fire calculator is the only caller, and its shots never have a problem: its
  // validate() refuses the same combinations, and readFire() takes only the 8.4 items shown for the
  // firers (none of m, n, o, p; l, t, u, q only for the side and type they concern). So the checks
  // are the server's and the tests' (calls with any input), not the browser's.
  const problems = SERVER ? shotProblems(i) : [];
  const sp = firingSp(i.units, i.range);
  if (problems.length > 0 || sp.final.kind === 'none') return { sp, canFire: false, derived: [], problems };
  const firing = sp.units.map((u) => u.canFire);
  const ammoId = ammoShiftId(i.units.filter((_, k) => firing[k]));
  const derived = [...identityShifts(i.side, i.type), ...(ammoId ? [ammoId] : [])];
  const shift = netShift([...i.shifts, ...derived], { earthworks: i.earthworks ?? 'stack' });
  const start = columnFor(sp.final)!;
  return {
    sp,
    canFire: true,
    start,
    derived,
    shift,
    final: finalColumn(start, shift.net, sp.final.kind === 'sp' ? new Fraction(sp.final.sp) : undefined),
    ammo: ammoProblem(i.units, i.ammoWho ?? 'largest', firing),
    problems,
  };
}
