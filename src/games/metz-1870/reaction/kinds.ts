/**
 * The five Metz 1870 reactions to a move (11.4-11.8), shared by the two
 * calculators that split them: reaction fire (Defensive and Opportunity
 * Fire) and charge (Charge, Countercharge, Opportunity Charge). Both keep the
 * one `kind` query name, so a link names its reaction; each calculator offers
 * only its own kinds and refuses the others with a field error.
 */
import type { ChoiceField, Values } from '../../../lib/calculator.ts';

export type FireKind = 'defensive-fire' | 'opportunity-fire';
export type ChargeKind = 'charge' | 'countercharge' | 'opportunity-charge';
export type ReactionKind = FireKind | ChargeKind;

export const FIRE_KINDS: readonly FireKind[] = ['defensive-fire', 'opportunity-fire'];
export const CHARGE_KINDS: readonly ChargeKind[] = ['charge', 'countercharge', 'opportunity-charge'];

/** Each reaction's choice label and rule. */
export const REACTIONS: Record<ReactionKind, { label: string; rule: string }> = {
  'defensive-fire': { label: 'Defensive Fire at a unit moving adjacent', rule: '11.4' },
  'opportunity-fire': { label: 'Opportunity Fire with an Event chit', rule: '11.5' },
  charge: { label: 'Cavalry Charge', rule: '11.6' },
  countercharge: { label: 'Countercharge against a charging enemy', rule: '11.7' },
  'opportunity-charge': { label: 'Opportunity Charge at a unit moving adjacent', rule: '11.8' },
};

/** The `kind` choice of one reaction calculator: its own kinds only, the first the default. */
export function kindField(kinds: readonly ReactionKind[], help: string): ChoiceField {
  return {
    kind: 'choice', key: 'kind', label: 'Reaction', group: 'Reaction', default: kinds[0]!, rules: kinds.map((k) => REACTIONS[k].rule), help,
    options: kinds.map((k) => ({ value: k, label: REACTIONS[k].label })),
  };
}

/** A field's `when`: shown for these kinds only. */
export const is = (...ks: ReactionKind[]) => (v: Values): boolean => ks.includes(v.kind as ReactionKind);

/** The group of the fields that offer a reading of an ambiguity. */
export const READINGS = 'Readings';
