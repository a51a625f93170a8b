/**
 * Formations the rulebook names in its text and examples (3.1.1's
 * II Corps brigade, 6.2.1's III Corps, 8.9's Imperial Guard Corps, 16.5's
 * VI Corps, the extended example's X Corps, 6th Cavalry Division, French II
 * and III Corps). Which of them a scenario uses, and every other formation,
 * is in the absent Play Book: the checklist offers "another formation" too.
 * Each Activation chit names one HQ (6.1), so a named chit is either drawn
 * or not; while it is in the cup its chance to come out next is 1 / chits left.
 */
import type { Side } from './cup.ts';

/** Their names are words of the page (steps.ts `NAMED_<key>`), not script. */
export const NAMED_KEYS = ['P2', 'P3', 'P10', 'P6C', 'F2', 'F3', 'F6', 'FIG'] as const;
export type NamedKey = (typeof NAMED_KEYS)[number];
export const sideOf = (k: NamedKey): Side => (k[0] === 'P' ? 'Prussian' : 'French');
