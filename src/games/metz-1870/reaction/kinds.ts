/**
 * The five Metz 1870 reactions to a move (11.4-11.8), shared by the two
 * calculators that split them: reaction fire (Defensive and Opportunity
 * Fire) and charge (Charge, Countercharge, Opportunity Charge). Both keep the
 * one `kind` query name, so a link names its reaction; each calculator offers
 * only its own kinds and refuses the others with a field error.
 */
import type { ChoiceField, Values } from '../../../lib/calculator.ts';
import { labelled } from '../../../lib/calculator.ts';
import { SERVER } from '../../../lib/words.ts';

export type FireKind = 'defensive-fire' | 'opportunity-fire';
export type ChargeKind = 'charge' | 'countercharge' | 'opportunity-charge';
export type ReactionKind = FireKind | ChargeKind;

export const FIRE_KINDS: readonly FireKind[] = ['defensive-fire', 'opportunity-fire'];
export const CHARGE_KINDS: readonly ChargeKind[] = ['charge', 'countercharge', 'opportunity-charge'];

/** Each reaction's rule. */
export const REACTION_RULE: Record<ReactionKind, string> = {
  'defensive-fire': '11.4',
  'opportunity-fire': '11.5',
  charge: '11.6',
  countercharge: '11.7',
  'opportunity-charge': '11.8',
};
/** Each reaction's name in the choice (words: the page renders them). */
const REACTION_LABEL: Record<ReactionKind, string> = {
  'defensive-fire': 'Defensive Fire at a unit moving adjacent',
  'opportunity-fire': 'Opportunity Fire with an Event chit',
  charge: 'Cavalry Charge',
  countercharge: 'Countercharge against a charging enemy',
  'opportunity-charge': 'Opportunity Charge at a unit moving adjacent',
};

/** The `kind` choice of one reaction calculator: its own kinds only, the first the default. */
export function kindField(kinds: readonly ReactionKind[], help: string | false): ChoiceField {
  return {
    kind: 'choice', key: 'kind', default: kinds[0]!, options: kinds,
    ...(SERVER && { label: 'Reaction', group: 'Reaction', rules: kinds.map((k) => REACTION_RULE[k]), help: help || undefined, choices: labelled(kinds, (k) => REACTION_LABEL[k]) }),
  };
}

/** A field's `when`: shown for these kinds only. */
export const is = (...ks: ReactionKind[]) => (v: Values): boolean => ks.includes(v.kind as ReactionKind);

/** The group of the fields that offer a reading of an ambiguity. */
export const READINGS = 'Readings';
