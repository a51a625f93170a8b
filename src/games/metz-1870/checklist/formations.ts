/**
 * Formations the rulebook names in its text and examples (seed: 3.1.1's
 * II Corps brigade, 6.2.1's III Corps, 8.9's Imperial Guard Corps, 16.5's
 * VI Corps, the extended example's X Corps, 6th Cavalry Division, French II
 * and III Corps). Which of them a scenario uses, and every other formation,
 * is in the absent Play Book: the checklist offers "another formation" too.
 * Each Activation chit names one HQ (6.1), so a named chit is either drawn
 * or not; while it is in the cup its chance to come out next is 1 / chits left.
 */
import type { Side } from './cup.ts';

export const NAMED = { P2: 'Prussian II Corps', P3: 'Prussian III Corps', P10: 'Prussian X Corps', P6C: 'Prussian 6th Cavalry Division', F2: 'French II Corps', F3: 'French III Corps', F6: 'French VI Corps', FIG: 'French Imperial Guard Corps' } as const;
export type NamedKey = keyof typeof NAMED;
export const NAMED_KEYS = Object.keys(NAMED) as NamedKey[];
export const sideOf = (k: NamedKey): Side => (k[0] === 'P' ? 'Prussian' : 'French');
