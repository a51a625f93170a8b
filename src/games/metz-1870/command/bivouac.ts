/**
 * Metz 1870 recovery of morale and ammunition: the daytime Rally costs
 * (13.2) and the overnight Line of Communication grade (18.5) and Bivouac
 * rolls (18.6), exact over every d10 roll. Numbers come from the bivouac
 * and loc-grades charts.
 */
import bivouacChart from '../../../../content/metz-1870/tables/bivouac.yaml';
import locChart from '../../../../content/metz-1870/tables/loc-grades.yaml';
import { chartRows } from '../../../lib/charts.ts';
import { d10 } from '../../../lib/dice.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { MARKER_TCR, type Marker } from '../morale/tcr.ts';

export type MoraleMarker = Marker;
export type AmmoMarker = 'none' | 'low' | 'rationed';
export type Grade = 'none' | 'short' | 'normal' | 'extended';

// ----- Daytime Recovery (13.2)

/** Recovery actions to clear every marker: one per marker removed or flipped (13.2.2). */
export function recoveryActions(morale: MoraleMarker, ammo: AmmoMarker): { actions: number; steps: string[] } {
  const steps: string[] = [];
  if (morale === 'disrupted') steps.push('flip Disrupted to Shaken');
  if (morale !== 'none') steps.push('remove Shaken');
  if (ammo === 'rationed') steps.push('flip Rationed Ammo to Low Ammo');
  if (ammo !== 'none') steps.push('remove Low Ammo');
  return { actions: steps.length, steps };
}

export type FrenchArtillery = 'division' | 'horse' | 'corps';

/** May a French artillery unit's ammo marker be reduced by daytime Recovery (13.2.3)? */
export function frenchArtilleryAmmo(kind: FrenchArtillery, stackedWithHq: boolean): { byRecovery: boolean; why: string } {
  if (kind === 'corps') return { byRecovery: false, why: 'French Corps artillery clears ammo markers only by a Bivouac Supply roll in a Campaign scenario (13.2.3, 18.6 c).' };
  return stackedWithHq
    ? { byRecovery: true, why: 'Stacked with its HQ: Recovery may reduce its ammo marker (13.2.3).' }
    : { byRecovery: false, why: 'French Division and Horse artillery must be stacked with their HQ for Recovery to touch an ammo marker (13.2.3).' };
}

// ----- Lines of Communication (18.5)

type LocRow = { side: string; grade: string; hexes?: string; from?: number; to?: number };
const locRows = chartRows<LocRow>(locChart, ['side', 'grade']);
const gradeOf = (s: string): Grade => {
  const g = s.toLowerCase();
  if (g !== 'short' && g !== 'normal' && g !== 'extended') throw new Error(`loc-grades: unknown grade ${s}`);
  return g;
};
/** Prussian map-edge exit hex -> grade. */
export const PRUSSIAN_EXITS: Record<string, Grade> = Object.fromEntries(
  locRows.filter((r) => r.side === 'Prussian').flatMap((r) => String(r.hexes ?? '').split(/\s+/).filter(Boolean).map((h) => [h, gradeOf(r.grade)])),
);
const FRENCH_ROWS = locRows
  .filter((r) => r.side === 'French')
  .map((r) => {
    if (typeof r.from !== 'number' || typeof r.to !== 'number') throw new Error('loc-grades: French row without hexrows');
    return { from: r.from, to: r.to, grade: gradeOf(r.grade) };
  });

/** Prussian grade by the exit reached; null = no viable trace. */
export const prussianLoc = (exit: string | null): Grade => (exit ? (PRUSSIAN_EXITS[exit] ?? 'none') : 'none');
/** French grade by hexrow (the column number of the hex id); null = no viable trace. Which hex's row counts is not stated (notes §11.11). */
export const frenchLoc = (hexrow: number | null): Grade => (hexrow === null ? 'none' : (FRENCH_ROWS.find((r) => hexrow >= r.from && hexrow <= r.to)?.grade ?? 'none'));

// ----- Bivouac (18.6)

type BivRow = { id: string; activity: string; drm?: number };
const bivRows = chartRows<BivRow>(bivouacChart, ['id', 'activity']);
const drmRow = (id: string) => {
  const r = bivRows.find((x) => x.id === id);
  if (!r || typeof r.drm !== 'number') throw new Error(`bivouac chart: no modifier ${id}`);
  return r as Required<BivRow>;
};

export interface BivouacSituation {
  /** within the Command Range of its HQ */
  inRange: boolean;
  loc: Grade;
  /** an enemy combat unit within 3 hexes */
  nearEnemy: boolean;
}

/** The die modifiers of 18.6 that apply, and their sum. */
export function bivouacDrm(s: BivouacSituation): { total: number; parts: { id: string; label: string; drm: number }[] } {
  const ids: string[] = [];
  if (!s.inRange || s.loc === 'none') ids.push('drm-far');
  if (s.nearEnemy) ids.push('drm-enemy');
  if (s.inRange && s.loc === 'normal') ids.push('drm-normal');
  if (s.inRange && s.loc === 'short') ids.push('drm-short');
  const parts = ids.map((id) => {
    const r = drmRow(id);
    return { id, label: r.activity, drm: r.drm };
  });
  return { total: parts.reduce((a, p) => a + p.drm, 0), parts };
}

export type Grade3 = 'pass' | 'equal' | 'fail';
/** d10 + drm against the modified TCR: lower passes, equal is Equal, higher fails (18.6). */
export const grade3 = (roll: number, drm: number, tcr: number): Grade3 => (roll + drm < tcr ? 'pass' : roll + drm === tcr ? 'equal' : 'fail');

export function bivouacTest(tcr: number, drm: number): Record<Grade3, Fraction> {
  const c = (g: Grade3) => d10.prob((r) => grade3(r, drm, tcr) === g);
  return { pass: c('pass'), equal: c('equal'), fail: c('fail') };
}

export interface BivouacUnit {
  status: 'FR' | 'BW';
  tcrFresh: number;
  tcrBattleworn: number;
  morale: MoraleMarker;
  ammo: AmmoMarker;
  /** +1 Hasty Works, +2 Entrenchments (3.1.2) */
  works: number;
}
export interface BivouacState {
  status: 'FR' | 'BW' | 'Broken';
  morale: MoraleMarker;
  ammo: AmmoMarker;
}

export const bivouacTcr = (u: BivouacUnit, st: BivouacState): number =>
  (st.status === 'FR' ? u.tcrFresh : u.tcrBattleworn) + MARKER_TCR[st.morale] + u.works;

const revive = (m: MoraleMarker, g: Grade3): MoraleMarker => (g === 'pass' ? 'none' : g === 'equal' ? (m === 'disrupted' ? 'shaken' : 'none') : m);
const supply = (a: AmmoMarker, g: Grade3): AmmoMarker => (g === 'pass' ? 'none' : g === 'equal' ? (a === 'rationed' ? 'low' : 'none') : a);

/**
 * Revive, then Muster, then Supply (18.6 a-c), each rolled only if the unit
 * qualifies at that moment and with the TCR it then has: the exact
 * distribution of the unit's state afterwards.
 */
export function bivouacChain(u: BivouacUnit, drm: number): { state: BivouacState; prob: Fraction }[] {
  let states = new Map<string, { state: BivouacState; w: bigint }>();
  const put = (m: typeof states, st: BivouacState, w: bigint) => {
    const k = `${st.status}|${st.morale}|${st.ammo}`;
    const cur = m.get(k);
    m.set(k, { state: st, w: (cur?.w ?? 0n) + w });
  };
  put(states, { status: u.status, morale: u.morale, ammo: u.ammo }, 1n);
  const stepAll = (applies: (s: BivouacState) => boolean, next: (s: BivouacState, g: Grade3) => BivouacState) => {
    const out = new Map<string, { state: BivouacState; w: bigint }>();
    for (const { state, w } of states.values()) {
      if (!applies(state)) {
        put(out, state, w * 10n);
        continue;
      }
      for (let r = 1; r <= 10; r++) put(out, next(state, grade3(r, drm, bivouacTcr(u, state))), w);
    }
    states = out;
  };
  stepAll((s) => s.morale !== 'none', (s, g) => ({ ...s, morale: revive(s.morale, g) }));
  stepAll((s) => s.status === 'BW', (s, g) => (g === 'pass' ? { ...s, status: 'FR' } : g === 'fail' ? { status: 'Broken', morale: 'none', ammo: 'none' } : s));
  stepAll((s) => s.status !== 'Broken' && s.ammo !== 'none', (s, g) => ({ ...s, ammo: supply(s.ammo, g) }));
  return [...states.values()].map(({ state, w }) => ({ state, prob: new Fraction(w, 1000n) }));
}

/** Leader Recovery (18.6 d): a roll of 1-5 removes the marker; whether the Bivouac modifiers apply is not stated (notes §11.12). */
export const leaderRecovery = (drm: number, withDrm: boolean): Fraction => d10.prob((r) => r + (withDrm ? drm : 0) <= 5);
