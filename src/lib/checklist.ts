/**
 * The turn-checklist engine: what a game's sequence machine must expose so
 * one generic island can render it. Pure: no DOM, no Preact.
 */
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { getNextTransitions } from 'xstate';
import type { FieldSpec } from './calculator.ts';
import type { Shape } from './shape.ts';
import { fill, phrases, SERVER } from './words.ts';

/**
 * A die roll the current step needs: typed in, or rolled by the page. With
 * `sides: 0` it is a form of whole-number fields only (no die), `label` being
 * its button.
 */
export interface RollSpec {
  /** event type sent with { value, ...fields } */
  event: string;
  label: string;
  /** faces of each die; 0 for a form without a die */
  sides: number;
  /** the lowest total: 1 for one die, the number of dice for several (3 for 3D6) */
  from: number;
  /** how many dice are summed (default 1); "Roll for me" rolls each */
  dice?: number;
  /** extra whole-number inputs sent with the roll (e.g. modifiers) */
  fields?: {
    key: string;
    label: string;
    min: number;
    max: number;
    default: number;
    rules?: string[];
    help?: string;
    /**
     * Pre-fill from a chart the player completed (content/<slug>/tables):
     * the cell in `column` of the row whose key equals context[`rowFrom`].
     */
    fromChart?: { chart: string; column: string; rowFrom: string };
  }[];
}

/**
 * What a step tells the players. Kept in src/games/<slug>/steps.ts, apart from
 * the machine: the pages render it as HTML, so the words never travel in the
 * checklist's JavaScript.
 */
export interface StepText {
  phase: string;
  title: string;
  who: string;
  todo: string[];
  rules: string[];
  /** notes shown under the step (ambiguities, what the source lacks) */
  notes?: string[];
  /** label of a "how many" box on this step: the checklist sends its value with each choice as `n` */
  count?: string;
  /** calculators this step is rolled with, one tap away (ids of the game's calculators; `query` presets their fields, as a shared link would) */
  calcs?: { id: string; label: string; query?: string }[];
  /**
   * The step's main actions (machine events, at most two shown), kept in the bar at the foot of a
   * phone's screen. Without it the bar holds the step's choices when they are one or two, else its
   * NEXT event if it has one; the others are laid out in the step itself, where they are read, so the
   * bar stays small.
   */
  bar?: string[];
  /** the step's own choices are short (seasons, kinds of turn): laid out side by side as chips */
  chips?: boolean;
}
export type StepTexts = Record<string, StepText>;
/** Button text per machine event type; like the step words, it reaches the page as HTML data, not JS. */
export type EventLabels = Record<string, string>;

/** A block of facts shown under the current step. */
export interface Block {
  title: string;
  items: string[];
  rules?: string[];
  /**
   * Choices offered where these facts are read (a pool's markers with their chances, the wallet's
   * trackers beside the price they pay): buttons in the block rather than in the bar. A choice the
   * machine does not take now is shown disabled, its note saying why.
   */
  choices?: BlockChoice[];
  /** 'chips': short buttons side by side (a pool of markers); default: a row each, with its note */
  layout?: 'chips' | 'rows';
}
export interface BlockChoice {
  /** the machine event the button sends */
  event: string;
  /** the button's short text; its full words (the event's label) name it for screen readers */
  text?: string;
  /** a short fact beside it: a chance, what a tracker can pay */
  note?: string;
}
/**
 * Blocks whose words never change (e.g. the rules of a night turn): kept in
 * steps.ts beside the step words and rendered as HTML; `extras` names them.
 */
export type StepNotes = Record<string, Block>;

/** What each state of a sequence machine carries in `meta`: its step key, and the roll it needs. */
export interface StepRef {
  step: string;
  roll?: RollSpec;
}

/** A step's words and its roll together (tests, the sequence page). */
export interface StepMeta extends StepText {
  roll?: RollSpec;
}

export interface ChecklistModule {
  /** storage schema name and version: bump the version when states change */
  schema: string;
  version: number;
  machine: AnyStateMachine;
  /** the shape a saved snapshot's context must have (lib/shape.ts); a save that does not fit is discarded */
  context?: Shape;
  /** the turn / impulse counters shown at the top */
  counters(snapshot: AnyMachineSnapshot): { label: string; value: string }[];
  /**
   * extra blocks for the current step (e.g. this turn's reinforcements), or the key of a fixed note in
   * steps.ts; `labels` are the button words of steps.ts, so a block can name a choice without shipping its words
   */
  extras?(snapshot: AnyMachineSnapshot, labels?: EventLabels): (Block | { note: string })[];
  /** settings offered while the machine accepts SET_OPTION */
  options?: FieldSpec[];
  /**
   * The phrase sets (lib/words.ts, phrases()) its counters, blocks and rolls say (server only, written
   * `...(SERVER && { phrases: [...] })`): the page carries them as JSON, the module reads them there
   */
  phrases?: Record<string, string>[];
}

/** The step of the current state: the meta of every active state node merged, leaf last. */
export function stepRef(snapshot: AnyMachineSnapshot): StepRef | undefined {
  const metas = Object.values(snapshot.getMeta() as Record<string, Partial<StepRef> | undefined>).filter(Boolean);
  const m = Object.assign({}, ...metas) as Partial<StepRef>;
  return m.step ? (m as StepRef) : undefined;
}

/** A step's words joined with its roll; a step without words is an error. */
function stepMeta(ref: StepRef, texts: StepTexts, where = ''): StepMeta {
  const t = texts[ref.step];
  if (!t) throw new Error(`no words for step "${ref.step}"${where}`);
  return ref.roll ? { ...t, roll: ref.roll } : { ...t };
}

/** The current step's words and roll. */
export function currentMeta(snapshot: AnyMachineSnapshot, texts: StepTexts): StepMeta | undefined {
  const r = stepRef(snapshot);
  return r ? stepMeta(r, texts) : undefined;
}

/** Events the player can send now that need no payload, in machine order. */
export function choicesNow(snapshot: AnyMachineSnapshot, exclude: string[] = []): string[] {
  const types = new Set<string>();
  for (const t of getNextTransitions(snapshot)) {
    const type = t.eventType;
    if (!type || type === '*' || type.startsWith('xstate.') || exclude.includes(type)) continue;
    types.add(type);
  }
  return [...types].filter((type) => snapshot.can({ type } as never));
}

/** The highest total the dice of a roll can show. */
export const rollMax = (spec: RollSpec): number => spec.from + (spec.dice ?? 1) * (spec.sides - 1);

/** What the roll form says of a value it cannot take (every checklist page carries them: phrases(), lib/words.ts). */
export const ROLL_SAY = phrases('checklist-rolls', SERVER && {
  empty: 'Enter the rolled value ({from}-{max}).',
  notDie: '"{s}" is not a die value; enter {from}-{max}.',
  cannot: '{v} cannot be rolled on this die: enter {from}-{max}.',
  notWhole: 'Enter a whole number from {min} to {max}.',
  outOfRange: '{v} is out of range: enter {min} to {max}.',
});

/** Validate a typed or rolled die value; the same check guards the machine. */
export function checkRoll(spec: RollSpec, raw: string): { value: number } | { error: string } {
  const s = raw.trim();
  const at = { s, from: spec.from, max: rollMax(spec) };
  if (s === '') return { error: fill(ROLL_SAY.empty, at) };
  if (!/^\d+$/.test(s)) return { error: fill(ROLL_SAY.notDie, at) };
  const v = parseInt(s, 10);
  if (v < at.from || v > at.max) return { error: fill(ROLL_SAY.cannot, { ...at, v }) };
  return { value: v };
}

export function checkRollField(f: NonNullable<RollSpec['fields']>[number], raw: string): { value: number } | { error: string } {
  const s = raw.trim();
  const at = { min: f.min, max: f.max };
  if (!/^[+-]?\d+$/.test(s)) return { error: fill(ROLL_SAY.notWhole, at) };
  const v = parseInt(s, 10);
  if (v < f.min || v > f.max) return { error: fill(ROLL_SAY.outOfRange, { ...at, v }) };
  return { value: v };
}

/** Whole-number check for machine guards (events are untrusted too). */
export const inRange = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** The pre-filled value of a roll field from the player's chart cells, if they entered it. */
export function chartDefault(
  f: NonNullable<RollSpec['fields']>[number],
  context: Record<string, unknown>,
  charts: Record<string, Record<string, Record<string, string>>>,
): number | undefined {
  if (!f.fromChart) return undefined;
  const row = context[f.fromChart.rowFrom];
  const raw = charts[f.fromChart.chart]?.[f.fromChart.column]?.[String(row)];
  if (raw === undefined || !/^[+-]?\d+$/.test(raw.trim())) return undefined;
  const v = parseInt(raw, 10);
  return v >= f.min && v <= f.max ? v : undefined;
}

export interface OutlineStep {
  /** state node id, e.g. "death-ride.endCheck" */
  id: string;
  /** the step key in the game's steps.ts */
  step: string;
  meta: StepMeta;
  /**
   * The choices out of this step and where each leads (no targets and no `back`: it
   * keeps the players on this step; `back`: to the step they came from). Every label is words for players: a choice the game
   * gives no words for is left out rather than shown by its machine name.
   */
  next: { event: string; label: string; targets: string[]; guarded: boolean; back?: boolean }[];
}

/** Words for the settings event (SET_OPTION): "choosing a setting (Impulse number, Extra impulses)". */
export function settingsLabel(options: FieldSpec[] | undefined): string | undefined {
  if (!options?.length) return undefined;
  return `Choosing a setting (${options.map((o) => o.label).join(', ')})`;
}

/**
 * The whole sequence of play as a static outline: every state that carries a
 * step description, in machine order, with the choices out of it. The printed
 * player aid and the no-JS sequence page are built from this, so they cannot
 * drift from the interactive checklist.
 */
export function sequenceOutline(machine: AnyStateMachine, eventLabels: EventLabels, texts: StepTexts, options?: FieldSpec[]): OutlineStep[] {
  type Node = AnyStateMachine['root'];
  const out: OutlineStep[] = [];
  // a state that only passes control on (eventless transitions, no step) leads where those go
  const through = (t: Node, seen = new Set<string>()): string[] => {
    const always = (t as { always?: { target?: Node[] }[] }).always;
    if ((t.meta as Partial<StepRef> | undefined)?.step || !always?.length || seen.has(t.id)) return [t.id];
    seen.add(t.id);
    return always.flatMap((d) => (d.target ?? []).flatMap((x) => through(x, seen)));
  };
  const walk = (node: Node) => {
    const ref = node.meta as Partial<StepRef> | undefined;
    if (ref?.step) {
      const meta = stepMeta(ref as StepRef, texts, ` (${node.id})`);
      const next: OutlineStep['next'] = [];
      for (const [event, defs] of Object.entries(node.on ?? {})) {
        if (event === '*' || event.startsWith('xstate.')) continue;
        const label =
          eventLabels[event] ?? (meta.roll?.event === event ? meta.roll.label : event === 'SET_OPTION' ? settingsLabel(options) : undefined);
        if (label === undefined) continue;
        const all = (defs as { target?: Node[] }[]).flatMap((d) => d.target ?? []);
        // a history state leads back to the step the players came from (e.g. after putting a reminder aside)
        const isHistory = (t: Node) => (t as { type?: string }).type === 'history';
        const targets = [...new Set(all.filter((t) => !isHistory(t)).flatMap((t) => through(t)))];
        next.push({
          event,
          label,
          targets,
          guarded: (defs as { guard?: unknown }[]).some((d) => d.guard !== undefined),
          ...(all.some(isHistory) ? { back: true } : {}),
        });
      }
      out.push({ id: node.id, step: ref.step, meta, next });
    }
    for (const child of Object.values(node.states ?? {})) walk(child as Node);
  };
  walk(machine.root);
  return out;
}

export interface PhaseGroup {
  phase: string;
  steps: OutlineStep[];
}

/**
 * The outline's steps under their phase headings. `runs` keeps the machine's order, a phase met again
 * later opening a group of its own (the sequence page reads as the turn runs); `once` gives one group a
 * phase, in order of first appearance, each step once (the printed aid: a machine may come back to a
 * phase's steps later in the turn, e.g. On To Paris!'s CP rolls after a tie).
 */
export function phaseGroups(steps: readonly OutlineStep[], mode: 'runs' | 'once'): PhaseGroup[] {
  const groups: PhaseGroup[] = [];
  for (const s of steps) {
    const group = mode === 'runs' ? groups[groups.length - 1] : groups.find((x) => x.phase === s.meta.phase);
    if (!group || group.phase !== s.meta.phase) groups.push({ phase: s.meta.phase, steps: [s] });
    else if (mode === 'runs' || !group.steps.some((x) => x.step === s.step && x.meta.roll?.label === s.meta.roll?.label)) group.steps.push(s);
  }
  return groups;
}
