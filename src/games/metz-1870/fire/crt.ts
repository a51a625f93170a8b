/**
 * Metz 1870 fire results (8.5) and ammunition problems (8.8). The Fire CRT is
 * absent from our source: fire-crt.yaml holds the eleven cells the example of
 * play reveals, and the player may enter the rest from their own card. A
 * column's distribution is exact only when all ten of its cells are known or
 * entered; otherwise the known part is given and the rest is "read your card".
 * Also the columns themselves (8.2) and the final column after a net shift:
 * shifts past the "C" column end on "C" (8.4); the columns right of 8-9 are
 * not in our source, so a final column past 8-9 is reported as such, never
 * guessed. (Here rather than in sp.ts and shifts.ts so the reaction
 * fire calculator reads columns without loading the firing-SP code.)
 */
import crtChart from '../../../../content/metz-1870/tables/fire-crt.yaml?sparse&plain&cells';
import whole from '../../../../content/metz-1870/tables/fire-crt.yaml';
import { chartWords } from '../../../lib/chart-words.ts';
import { fill, SERVER } from '../../../lib/words.ts';
import type { Chart } from '../../../lib/schemas.ts';
import type { ColumnOutcome, UserCells } from '../../../lib/user-chart.ts';
import { cellState, columnOutcome, editableChart, rollOf } from '../../../lib/user-chart.ts';
import { arrow, plural } from '../../../lib/calculator.ts';
import { TABLE_SAY as SAY } from './table-say.ts';
import { d10 } from '../../../lib/dice.ts';
import { Fraction } from '../../../lib/fraction.ts';
import type { Ammo, FiringUnit } from './unit.ts';
import type { Hit } from '../morale/hits.ts';

export type ResultCode = 'NE' | 'MT' | 'MT+1' | 'MT+2' | 'MT+3' | 'CH' | 'CH+MT' | '2CH' | '2CH+MT';

/** The results of 8.5 a-i as hits on the target hex. */
export const RESULT_CODES: { code: ResultCode; hit: Hit; text: string }[] = [
  { code: 'NE', hit: { ch: 0, mt: null }, text: SAY.noEffect },
  { code: 'MT', hit: { ch: 0, mt: 0 }, text: SAY.moraleTest },
  { code: 'MT+1', hit: { ch: 0, mt: 1 }, text: SAY.moraleTestPlus1 },
  { code: 'MT+2', hit: { ch: 0, mt: 2 }, text: SAY.moraleTestPlus2 },
  { code: 'MT+3', hit: { ch: 0, mt: 3 }, text: SAY.moraleTestPlus3 },
  { code: 'CH', hit: { ch: 1, mt: null }, text: SAY.oneHit },
  { code: 'CH+MT', hit: { ch: 1, mt: 0 }, text: SAY.oneHitThenTest },
  { code: '2CH', hit: { ch: 2, mt: null }, text: SAY.twoHits },
  { code: '2CH+MT', hit: { ch: 2, mt: 0 }, text: SAY.twoHitsThenTest },
];

/** "MT + 2", "2 CH+MT", "ch" -> the canonical code, or undefined. */
export function normaliseCode(s: string): ResultCode | undefined {
  const k = s.replace(/\s+/g, '').toUpperCase();
  return RESULT_CODES.find((r) => r.code === k)?.code;
}
export const hitOf = (c: ResultCode): Hit => RESULT_CODES.find((r) => r.code === c)!.hit;

/** The Fire CRT as an editable chart (known cells from the example of play). */
export const FIRE_CRT = editableChart('metz-1870', 'fire-crt', crtChart as Chart);
export const FIRE_CRT_ID = 'fire-crt';

/** Each known cell ("8-9/1") with where our source gives it (empty when the chart does not say), as rows for chartWords. */
function knownSources(chart: Chart): { cell: string; source: string }[] {
  const crt = editableChart('metz-1870', FIRE_CRT_ID, chart);
  return crt.rows.flatMap((row) =>
    crt.columns.flatMap((c) => {
      const s = cellState(crt, c.key, rollOf(crt, row), undefined);
      return s.kind === 'known' ? [{ cell: `${c.key}/${rollOf(crt, row)}`, source: s.source ?? '' }] : [];
    }),
  );
}
/**
 * Where our source gives a known cell (an example of play): the page carries these words (chartWords,
 * lib/chart-words.ts), the browser's chart has none (`&plain`). Read when first said: the morale
 * calculator loads this module and never says them.
 */
export const CELL_SOURCE = chartWords('metz-1870-fire-crt-sources', SERVER && knownSources(whole as Chart), 'cell', 'source');
/** The source of a cell that cellState() gives as known, or undefined when the chart names none. */
export const cellSource = (col: string, roll: number | string): string | undefined => CELL_SOURCE(`${col}/${roll}`) || undefined;

/** The cells our source gives for a column: roll, result, where it is read. */
export function knownCells(col: string): { roll: number; result: string; source: string }[] {
  const out: { roll: number; result: string; source: string }[] = [];
  for (const roll of d10.weights.keys()) {
    const s = cellState(FIRE_CRT, col, String(roll), undefined);
    if (s.kind === 'known') out.push({ roll, result: s.value, source: cellSource(col, roll) ?? FIRE_CRT.title });
  }
  return out;
}

/** The coloured d10 on one column, with the player's cells; results in canonical form. */
export function fireColumn(col: string, user: UserCells | undefined): ColumnOutcome {
  const o = columnOutcome(FIRE_CRT, col, d10, user);
  const merged = new Map<string, ColumnOutcome['results'][number]>();
  for (const r of o.results) {
    const code = normaliseCode(r.result) ?? r.result;
    const cur = merged.get(code);
    merged.set(
      code,
      cur
        ? { ...cur, rolls: [...cur.rolls, ...r.rolls].sort((a, b) => a - b), weight: cur.weight + r.weight, prob: cur.prob.add(r.prob), from: [...cur.from, ...r.from] }
        : { ...r, result: code },
    );
  }
  return { ...o, results: [...merged.values()] };
}

// ---------------------------------------------------------------- columns (8.2, 8.4)

export interface CrtColumn {
  key: string;
  label: string;
  index: number;
  /** smallest and largest firing SP the column holds ("C" is ½) */
  lo: Fraction;
  hi: Fraction;
  /** the column is inferred, not shown in our source */
  inferred: boolean;
}
function readColumns(data: unknown): CrtColumn[] {
  const cols = (data as { columns?: { key: string; label: string }[] }).columns ?? [];
  const out = cols
    .filter((c) => c.key !== 'roll')
    .map((c, index) => {
      const m = /^(\d+)(?:-(\d+))?$/.exec(c.key);
      const [lo, hi] = c.key === 'C' ? [new Fraction(1, 2), new Fraction(1, 2)] : m ? [new Fraction(Number(m[1])), new Fraction(Number(m[2] ?? m[1]))] : [];
      // checks of the chart: the server build and the tests make them on the same file, the browser's build has none
      if (SERVER && (!lo || !hi)) throw new Error(`fire-crt chart: column "${c.key}" is not an SP range`);
      return { key: c.key, label: c.key, index, lo: lo!, hi: hi!, inferred: /inferred/i.test(c.label) };
    });
  if (SERVER && (out.length === 0 || out[0]!.key !== 'C')) throw new Error('fire-crt chart: the first column must be C');
  return out;
}
/** The Fire CRT columns our source knows, left to right (C first). */
export const FIRE_COLUMNS: CrtColumn[] = readColumns(crtChart);
export const LAST_KNOWN = FIRE_COLUMNS[FIRE_COLUMNS.length - 1]!;

export interface FinalColumn {
  /** the column the SP is in, or 'beyond' 8-9 (label unknown) */
  start: CrtColumn | 'beyond';
  net: number;
  /** the known column the fire is resolved on, if it is one we know */
  column?: CrtColumn;
  /** shifts lost against the left edge (resolved on "C") */
  clampedLeft: number;
  /** columns past 8-9 the fire lands (0 when inside the known columns) */
  beyondRight: number;
  text: string;
}

/**
 * The final column. Given the firing SP, a fire of exactly one more than the
 * last known column's top (10 SP: the fortress, 8.9) starts on the column just
 * right of it, since the columns hold every SP total in order; a shift left then
 * lands on a column we know.
 */
export function finalColumn(start: CrtColumn | 'beyond', net: number, sp?: Fraction): FinalColumn {
  const next = start === 'beyond' && sp !== undefined && sp.equals(LAST_KNOWN.hi.add(Fraction.ONE));
  if (start === 'beyond' && !next)
    return {
      start,
      net,
      clampedLeft: 0,
      beyondRight: 0,
      text: fill(SAY.beyondLast, { last: LAST_KNOWN.label, shift: arrow(net) }),
    };
  const raw = (start === 'beyond' ? LAST_KNOWN.index + 1 : start.index) + net;
  if (raw > LAST_KNOWN.index) {
    const k = raw - LAST_KNOWN.index;
    return {
      start,
      net,
      clampedLeft: 0,
      beyondRight: k,
      text: fill(SAY.pastLast, { columns: plural(k, 'column'), last: LAST_KNOWN.label }),
    };
  }
  const column = FIRE_COLUMNS[Math.max(0, raw)]!;
  const clampedLeft = raw < 0 ? -raw : 0;
  return { start, net, column, clampedLeft, beyondRight: 0, text: column.label + (clampedLeft ? SAY.clampedOnC : '') };
}

// ---------------------------------------------------------------- 8.8

/** 8.8: doubles on the coloured and white d10, counted over the 100 pairs. */
export const DOUBLES: Fraction = d10.plus(d10.map((w) => w * 100)).prob((v) => v % 100 === Math.floor(v / 100));

export interface AmmoProblem {
  prob: Fraction;
  /** indices of the firing units that may take the marker */
  candidates: number[];
  /** per candidate: its marker before and after (Rationed ignores it) */
  change: { unit: number; from: Ammo; to: Ammo }[];
  text: string;
}

const NEXT: Record<Ammo, Ammo> = { none: 'low', low: 'rationed', rationed: 'rationed' };
const AMMO_NAME: Record<Ammo, string> = { none: SAY.noAmmoMarker, low: SAY.lowAmmo, rationed: SAY.rationedAmmo };

/**
 * Who takes the Ammo Problem on doubles. 'largest' (default): the unit with
 * the largest printed SP, the owner choosing among equals; 'owner': the
 * owner chooses any firing unit (8.8 says both). `firing` marks the units
 * that actually fire (a unit under ½ initial SP does not).
 */
export function ammoProblem(units: FiringUnit[], who: 'largest' | 'owner' = 'largest', firing?: boolean[]): AmmoProblem {
  const idx = units.map((_, i) => i).filter((i) => firing?.[i] !== false);
  if (idx.length === 0) throw new Error('no firing unit');
  const top = idx.reduce((m, i) => (units[i]!.printed.sub(m).n > 0n ? units[i]!.printed : m), units[idx[0]!]!.printed);
  const candidates = who === 'owner' ? idx : idx.filter((i) => units[i]!.printed.equals(top));
  const change = candidates.map((i) => ({ unit: i, from: units[i]!.ammo ?? 'none', to: NEXT[units[i]!.ammo ?? 'none'] }));
  const what = (c: (typeof change)[number]) =>
    c.from === 'rationed' ? fill(SAY.alreadyRationed, { n: c.unit + 1 }) : fill(SAY.ammoChange, { n: c.unit + 1, from: AMMO_NAME[c.from], to: AMMO_NAME[c.to] });
  const pick = candidates.length > 1 ? fill(SAY.ownerPicks, { units: candidates.map((i) => i + 1).join(', ') }) : '';
  return { prob: DOUBLES, candidates, change, text: [pick, ...change.map(what)].filter(Boolean).join('; ') };
}

/** The ammunition shift item of the firers: the worst marker among them ('o' Low, 'p' Rationed). */
export function ammoShiftId(units: FiringUnit[]): 'o' | 'p' | undefined {
  if (units.some((u) => u.ammo === 'rationed')) return 'p';
  if (units.some((u) => u.ammo === 'low')) return 'o';
  return undefined;
}

