/**
 * Nations in Arms attrition (7.0-7.4, 5.2.5, 5.2.9, 12.1): whether a check is
 * owed, the DRMs the rulebook gives (and the ones only the player's card
 * gives), and, with the player's Attrition Table cells, the exact chance of
 * each result. The table is not in our source (content/nations-in-arms/tables/
 * attrition.yaml): nothing here fills a cell or a DRM the card holds.
 */
import { Dist } from '../../../lib/dice.ts';
import { count, modifier } from '../../../lib/guard.ts';
import { oneOf, yesNo } from '../../../lib/answers.ts';
import type { Chart } from '../../../lib/schemas.ts';
import { editableChart } from '../../../lib/user-chart.ts';
import { readColumn, type ColumnOutcome } from '../../../lib/chart-roll.ts';
import type { UserCells } from '../../../lib/user-chart-store.ts';
import attritionChart from '../../../../content/nations-in-arms/tables/attrition.yaml';

export const ATTRITION = editableChart('nations-in-arms', 'attrition', attritionChart as Chart);
export const ATTRITION_ID = ATTRITION.id;
export const LOWEST = 1;
export const HIGHEST = 16;
/** the chart's line for a modified total */
export const lineOf = (total: number): string => (total <= LOWEST ? `${LOWEST} or less` : total >= HIGHEST ? `${HIGHEST} or more` : String(total));

/** why a check may be owed */
export type Trigger = 'oos' | 'forced' | 'extended' | 'final' | 'reaction';
export type Who = 'force' | 'leader-alone' | 'exempt';
export type FinalWhy = 'demoralized' | 'oos' | 'besieged' | 'sheltered';
export type Nationality = 'none' | 'french' | 'russian';
export type Column = 'yours' | 'example';
/** a DRM only the player's card gives: not applying, applying with its value not entered, or its value */
export type CardDrm = 'no' | 'unknown' | number;

export const TRIGGERS: readonly Trigger[] = ['oos', 'forced', 'extended', 'final', 'reaction'];
export const WHOS: readonly Who[] = ['force', 'leader-alone', 'exempt'];
export const FINAL_WHYS: readonly FinalWhy[] = ['demoralized', 'oos', 'besieged', 'sheltered'];
export const NATIONALITIES: readonly Nationality[] = ['none', 'french', 'russian'];
export const COLUMNS: readonly Column[] = ['yours', 'example'];

export interface Line {
  text: string;
  value?: string;
  rules: string[];
}

export interface OwedInput {
  trigger: Trigger;
  who: Who;
  finalWhy: FinalWhy;
}

/** Is a check owed, and when is it rolled? */
export function owed(i: OwedInput): { owed: boolean; steps: Line[] } {
  oneOf('trigger', i.trigger, TRIGGERS);
  oneOf('who', i.who, WHOS);
  oneOf('final reason', i.finalWhy, FINAL_WHYS);
  const steps: Line[] = [];
  const no = (text: string, rules: string[]) => {
    steps.push({ text, value: 'no check', rules });
    return { owed: false, steps };
  };
  if (i.who === 'exempt') return no('Exempt: guerrillas, engineers, depots and trains, and permanent fortress points take no check and are left out of the step count', ['7.1']);
  if (i.trigger === 'reaction') return no('Moving only to avoid combat, intercept, march to the sound of the guns or retreat after combat', ['7.1']);
  if (i.who === 'leader-alone' && (i.trigger === 'forced' || i.trigger === 'extended'))
    return no('A leader moving alone, on an extended or forced march', ['5.2.1', '7.1']);
  const yes = (text: string, rules: string[]) => {
    steps.push({ text, value: 'check owed', rules });
    return { owed: true, steps };
  };
  switch (i.trigger) {
    case 'oos':
      return yes('Out of supply when activated: a check ahead of every battle, or once the move is over if it fights none', ['7.2', '7.3', '6.1.2']);
    case 'forced':
      return yes('Second activation this turn (forced march): rolled before its next battle, or at the end of its move and sieges if none', ['7.2', '5.2.9', '7.3']);
    case 'extended':
      return yes('Extended movement: a check at the end of the move, even on a first activation', ['7.2', '5.2.5']);
    default: {
      const why = {
        demoralized: 'a demoralized force',
        oos: 'a force out of supply that was not activated this turn',
        besieged: 'besieged units (the steps above the fortress value)',
        sheltered: 'steps sheltering in a fortress that is not besieged, above its value (only that many are supplied)',
      }[i.finalWhy];
      const rules = { demoralized: ['7.2'], oos: ['7.2'], besieged: ['7.2', '6.2', '9.1'], sheltered: ['7.2', '5.2.10', '6.2'] }[i.finalWhy];
      return yes(`Final attrition phase: ${why}`, rules);
    }
  }
}

export interface DrmInput {
  /** steps of the activated force (exempt units left out) */
  steps: number;
  demoralized: boolean;
  nationality: Nationality;
  /** steps of that nationality */
  nationSteps: number;
  /** France has called conscripts a second time (12.1): the French DRM is lost */
  conscripts: boolean;
  supplyUnit: CardDrm;
  /** out of supply on a forced march */
  oosForced: CardDrm;
  terrain: CardDrm;
  /** any other DRM the player's card gives */
  other: number;
}

export interface DrmLine {
  label: string;
  /** null: it applies, but its value is on the card and was not entered */
  value: number | null;
  rules: string[];
}

const card = (name: string, v: CardDrm): CardDrm => (v === 'no' || v === 'unknown' ? v : modifier(name, v, 9));

/** Whether a nationality DRM may be used: at least half the steps of that nation (7.4), and the French one not after the second conscription (12.1). */
export function nationalityAllowed(i: Pick<DrmInput, 'steps' | 'nationality' | 'nationSteps' | 'conscripts'>): string | null {
  if (i.nationality === 'none') return null;
  if (i.nationSteps * 2 < i.steps) return `only ${i.nationSteps} of ${i.steps} steps are ${i.nationality === 'french' ? 'French' : 'Russian'}: the DRM needs at least half`;
  if (i.nationality === 'french' && i.conscripts) return 'France has called conscripts a second time and lost its attrition DRM';
  return null;
}

export function attritionDrm(i: DrmInput): { lines: DrmLine[]; known: number; complete: boolean } {
  count('steps', i.steps, { min: 1, max: 99 });
  count('steps of that nation', i.nationSteps, { max: i.steps });
  yesNo('demoralized', i.demoralized);
  yesNo('conscripts', i.conscripts);
  oneOf('nationality', i.nationality, NATIONALITIES);
  modifier('other DRM', i.other, 9);
  const lines: DrmLine[] = [];
  if (i.demoralized) lines.push({ label: 'Demoralized', value: 3, rules: ['7.4', '8.3.4'] });
  if (i.nationality !== 'none') {
    const why = nationalityAllowed(i);
    if (why) throw new RangeError(`the ${i.nationality} DRM is not available: ${why}`);
    lines.push({ label: i.nationality === 'french' ? 'French (at least half the steps)' : 'Russian (at least half the steps)', value: -1, rules: i.nationality === 'french' ? ['7.4', '12.1'] : ['7.4'] });
  }
  const fromCard = (label: string, v: CardDrm, rules: string[]) => {
    const c = card(label, v);
    if (c !== 'no') lines.push({ label: `${label} (your card)`, value: c === 'unknown' ? null : c, rules });
  };
  fromCard('One supply unit spent', i.supplyUnit, ['6.2.2']);
  fromCard('Out of supply on a forced march', i.oosForced, ['7.2']);
  fromCard('Terrain entered since the last check', i.terrain, ['7.4']);
  if (i.other) lines.push({ label: 'Other DRM from your card', value: i.other, rules: ['7.4'] });
  const known = lines.reduce((s, l) => s + (l.value ?? 0), 0);
  return { lines, known, complete: lines.every((l) => l.value !== null) };
}

export type AttritionOutcome = ColumnOutcome;

export const twoD6 = Dist.die(6).times(2);

/** The exact chance of each result on one column of the player's table. */
export function attritionOutcome(column: Column, drm: number, user: UserCells | undefined): AttritionOutcome {
  oneOf('column', column, COLUMNS);
  modifier('DRM', drm, 40);
  const total = twoD6.plus(drm).map((v) => Math.max(LOWEST, Math.min(HIGHEST, v)));
  return readColumn(ATTRITION, column, total, lineOf, user);
}

/** A table result in words: "no loss", "2 steps lost", "* (its meaning is on your card)". */
export function resultWords(r: string): string {
  const t = r.trim();
  if (t === '-' || t === '–' || t === '0') return 'no loss';
  const m = /^(\d{1,2})(\*?)$/.exec(t);
  if (m) {
    const n = Number(m[1]);
    const lost = n === 0 ? 'no loss' : `${n} ${n === 1 ? 'step' : 'steps'} lost`;
    return m[2] ? `${lost}, and * (its meaning is on your card)` : lost;
  }
  if (t === '*') return '* (its meaning is on your card)';
  return t;
}
