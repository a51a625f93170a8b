/**
 * The calculator engine: a calculator is data (its fields) plus a pure
 * compute function. The generic island renders any definition; the URL query
 * holds the inputs so a link reproduces a calculation.
 */
import type { Fraction } from './fraction.ts';
import type { UserCells } from './user-chart-store.ts';
import type { CellRules } from './user-chart-check.ts';
import { quote } from './guard.ts';
import { readsOf, type CellRead } from './cell-reads.ts';

/** What the browser adds to a calculation: the player's own chart cells. */
export interface CalcContext {
  charts: Record<string, UserCells>;
}

/**
 * A field's words: what the page renders beside it as HTML (components/CalcForm.astro).
 * They are written `...(SERVER && { label: '…' })` (lib/words.ts): the browser's
 * build has none of them, so nothing in the island may read them.
 */
export interface FieldWords {
  label: string;
  /** rule ids this input comes from, linked beside the field */
  rules?: string[];
  help?: string;
  /** heading the field is shown under ("Attacker", "Target", "Settings") */
  group?: string;
  /** an ambiguity of the source offered as a setting: shown with its note */
  ambiguity?: string;
}
interface FieldBase extends Partial<FieldWords> {
  key: string;
  /** show the field only when this returns true (`ctx`, the player's chart cells, where the page has them) */
  when?: (v: Values, ctx?: CalcContext) => boolean;
}
export interface IntField extends FieldBase {
  kind: 'int';
  min: number;
  max: number;
  default: number;
}
export interface BoolField extends FieldBase {
  kind: 'bool';
  default: boolean;
}
export interface ChoiceField extends FieldBase {
  kind: 'choice';
  /** the values a link or the list may give */
  options: readonly string[];
  /** words: each option's text, by value */
  choices?: Record<string, string>;
  default: string;
}
export type FieldSpec = IntField | BoolField | ChoiceField;
export type Value = number | boolean | string;
export type Values = Record<string, Value>;

export interface Step {
  label: string;
  value: string;
  rules?: string[];
}
export type Cell = string | number | Fraction;
export interface OutcomeTable {
  title: string;
  caption?: string;
  columns: { label: string; kind?: 'text' | 'prob' }[];
  rows: { cells: Cell[]; emphasis?: boolean }[];
  /** index of the probability column drawn as bars */
  barColumn?: number;
}
export interface CalcResult {
  /** the two or three numbers a player wants first; kept in view on phones */
  summary?: { label: string; value: Cell }[];
  steps: Step[];
  tables: OutcomeTable[];
  /** what each side must do, in order */
  actions?: { title: string; items: string[] }[];
  notes?: string[];
  /**
   * What the summary's figures take for granted because the player has not said it (an artillery
   * result not entered taken as no effect, a table our source lacks taken as nothing): shown in the
   * headline itself, each linked to the field whose entry settles it. The island adds the readings
   * left at their default that change the summary, and the chart cells the result still lacks.
   */
  assumptions?: Assumption[];
  /**
   * Values of this page's fields as the result used them where it did not take them as typed (an
   * artillery DRM read from the table, not the box left at 0): the handoff links pass these.
   */
  carry?: Record<string, string>;
}
/**
 * A result its procedure's step functions fill in, in the rule's order: the parts named are there to push to
 * (a step takes it and adds its lines of working, its tables, its notes).
 */
export type Filling<K extends keyof CalcResult> = CalcResult & Required<Pick<CalcResult, K>>;
/** The working of a procedure whose result is not a calculator's (a provision, a phase): its steps, what the player does, and `say` to add a step. */
export interface Working {
  steps: Step[];
  actions: string[];
  say: (label: string, value: string, rules: string[]) => void;
}
export interface Assumption {
  /** what is assumed, to follow "Assuming": "no artillery losses" */
  text: string;
  /** the field that settles it (its key): the headline links to it */
  field?: string;
}
/** A calculator's words, rendered by its page and the hub (server only, as FieldWords). */
export interface CalculatorWords {
  title: string;
  /** one line shown on the hub */
  summary: string;
  rules: string[];
  /** the phrase sets (lib/words.ts, phrases()) its logic says: the page carries them as JSON */
  phrases?: Record<string, string>[];
}
/** A calculator as the server has it: its logic and its words. */
export type CalculatorPage = CalculatorDef & CalculatorWords;
export interface CalculatorDef extends Partial<CalculatorWords> {
  id: string;
  fields: FieldSpec[];
  /** editable charts (content/<slug>/tables) whose player-entered cells compute reads; cells they do not allow are left out */
  charts?: CellRules[];
  /** the stored cells that fit those charts, and a word for each left out (readsCharts in user-chart-check.ts) */
  fit?: (stored: Record<string, UserCells>) => { charts: Record<string, UserCells>; notes: string[] };
  /** cross-field checks: field key -> message */
  validate?: (v: Values) => Record<string, string>;
  compute: (v: Values, ctx?: CalcContext) => CalcResult;
  /**
   * Links to another calculator of the game that carry this one's inputs along:
   * each field key here gives its value to the target's field (params). The
   * page renders them beside the island; no island code is involved.
   * `derive` gives target fields computed from this page's query (null: the
   * link is hidden, nothing to carry); the page calls it from the game module.
   */
  handoff?: { label: string; calc: string; params: Record<string, string>; derive?: (q: URLSearchParams) => Record<string, string> | null }[];
}

export interface Parsed {
  values: Values;
  errors: Record<string, string>;
  /** what was read differently from the text given, said beside the field (the result is still shown) */
  notes: Record<string, string>;
}

export function defaults(def: CalculatorDef): Values {
  return Object.fromEntries(def.fields.map((f) => [f.key, f.default]));
}

export { quote };

const YES = ['1', 'true', 'yes', 'on', 'y'];
const NO = ['0', 'false', 'no', 'off', 'n'];
const yesNo = (b: boolean) => (b ? 'yes' : 'no');

/** Parse one raw string (from the URL or an input box) into a field value. */
export function parseField(f: FieldSpec, raw: string | null | undefined): { value: Value; error?: string; note?: string } {
  if (raw === null || raw === undefined) return { value: f.default };
  const s = raw.trim();
  switch (f.kind) {
    case 'int': {
      if (s === '') return { value: f.default, error: `Enter a whole number from ${f.min} to ${f.max}.` };
      if (!/^[+-]?\d+$/.test(s)) return { value: f.default, error: `${quote(s)} is not a whole number; enter ${f.min} to ${f.max}.` };
      const n = parseInt(s, 10);
      if (n < f.min || n > f.max) return { value: f.default, error: `${quote(s)} is out of range: enter ${f.min} to ${f.max}.` };
      return { value: n };
    }
    case 'bool': {
      const l = s.toLowerCase();
      if (YES.includes(l)) return { value: true };
      if (NO.includes(l)) return { value: false };
      // an empty value says nothing: the default is used, and said
      if (l === '') return { value: f.default, note: `No value given: the default (${yesNo(f.default)}) is used.` };
      return { value: f.default, error: `${quote(s)} is not yes or no.` };
    }
    case 'choice': {
      const o = f.options.find((o) => o === s) ?? f.options.find((o) => o.toLowerCase() === s.toLowerCase());
      if (o !== undefined) return { value: o };
      return { value: f.default, error: `${quote(s)} is not one of the choices.` };
    }
  }
}

/**
 * The raw text of each field in a query string, read as the player meant it:
 * a key in another case (`CR` for `cr`) is the field's key; a key given more
 * than once uses its first value and says so. Fields the query lacks are null.
 */
export function readQuery(def: CalculatorDef, q: URLSearchParams | Record<string, string>): { raw: Record<string, string | null>; notes: Record<string, string> } {
  const entries = q instanceof URLSearchParams ? [...q.entries()] : Object.entries(q);
  const raw: Record<string, string | null> = {};
  const notes: Record<string, string> = {};
  for (const f of def.fields) {
    let given = entries.filter(([k]) => k === f.key);
    if (given.length === 0) given = entries.filter(([k]) => k.toLowerCase() === f.key.toLowerCase());
    raw[f.key] = given[0]?.[1] ?? null;
    if (new Set(given.map(([, v]) => v.trim())).size > 1)
      notes[f.key] = `The link gives this ${given.length} times; the first, ${quote(given[0]![1].trim())}, is used.`;
  }
  return { raw, notes };
}

/** Read every field from a query string; unknown keys are ignored. */
export function parseQuery(def: CalculatorDef, q: URLSearchParams | Record<string, string>, ctx?: CalcContext): Parsed {
  const { raw, notes } = readQuery(def, q);
  const values: Values = {};
  const errors: Record<string, string> = {};
  for (const f of def.fields) {
    const r = parseField(f, raw[f.key]);
    values[f.key] = r.value;
    if (r.error) errors[f.key] = r.error;
    if (r.note) notes[f.key] = r.note;
  }
  // a field hidden by the current choices cannot block the result
  for (const f of def.fields) if (f.when && !f.when(values, ctx)) delete errors[f.key];
  if (Object.keys(errors).length === 0 && def.validate) Object.assign(errors, def.validate(values));
  return { values, errors, notes };
}

/** The query string for a set of values; defaults are left out to keep links short. */
export function toQuery(def: CalculatorDef, values: Values): string {
  const p = new URLSearchParams();
  for (const f of def.fields) {
    const v = values[f.key];
    if (v === undefined || v === f.default) continue;
    p.set(f.key, typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
  }
  const s = p.toString();
  return s ? `?${s}` : '';
}

/**
 * Parse and compute: the one entry point the island and the tests share.
 * A compute that throws is reported as `failure`, never as a blank widget.
 * `reads` are the cells of the player's charts the result read: entered ones
 * (with their value) and missing ones, which the page asks for in place.
 * `pending`: the inputs need a part of the procedure the browser is still
 * loading (lib/part.ts); the island computes again when it settles.
 */
export function run(
  def: CalculatorDef,
  q: URLSearchParams | Record<string, string>,
  ctx?: CalcContext,
): Parsed & { result?: CalcResult; failure?: string; reads?: CellRead[]; pending?: Promise<unknown> } {
  const parsed = parseQuery(def, q, ctx);
  if (Object.keys(parsed.errors).length > 0) return parsed;
  try {
    const { value, reads } = readsOf(() => def.compute(parsed.values, ctx));
    return { ...parsed, result: value, reads };
  } catch (e) {
    // a part of the procedure still on its way (lib/part.ts): computed again once it has come
    if (e instanceof Promise) return { ...parsed, pending: e };
    return { ...parsed, failure: `This input could not be computed: ${(e as Error).message}` };
  }
}

/** Every rule id a calculator cites (fields, steps excluded: those are dynamic). */
export function citedRules(def: CalculatorDef): string[] {
  return [...new Set([...(def.rules ?? []), ...def.fields.flatMap((f) => f.rules ?? [])])];
}

/** Typed getters for compute functions. */
export const num = (v: Values, k: string): number => {
  const x = v[k];
  if (typeof x !== 'number' || !Number.isFinite(x)) throw new TypeError(`field ${k} is not a number`);
  return x;
};
export const bool = (v: Values, k: string): boolean => v[k] === true;
export const str = (v: Values, k: string): string => String(v[k]);
/** A choice field's value narrowed to its allowed options (the first if anything else). */
export const pick = <T extends string>(v: Values, k: string, allowed: readonly T[]): T => {
  const s = str(v, k);
  return (allowed as readonly string[]).includes(s) ? (s as T) : allowed[0]!;
};

/** "+3", "-2", "0" */
export const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

/** "1 unit" / "3 units"; give the plural when it is not the singular plus "s". */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** A column shift as the charts print it: "◀2", "1▶", "0". */
export const arrow = (n: number): string => (n < 0 ? `◀${-n}` : n > 0 ? `${n}▶` : '0');

/** The words of a choice field's options, computed from its values: `...(SERVER && { choices: labelled(VALUES, (v) => …) })`. */
export const labelled = <T extends string>(values: readonly T[], word: (v: T, i: number) => string): Record<string, string> =>
  Object.fromEntries(values.map((v, i) => [v, word(v, i)]));

