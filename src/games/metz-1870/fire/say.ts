/**
 * What the Metz 1870 fire calculator says whole (its checks, the working of the shot, the firer's and
 * the target's actions, its notes), blanks filled by fill(): the page carries these words (phrases(),
 * lib/calculator.ts), so the browser's module holds only the logic. Only the fire calculator loads
 * shot.ts, sp.ts and shifts.ts, which say them too; the CRT and report tables that other calculators
 * share say theirs from table-say.ts.
 */
import { phrases, SERVER } from '../../../lib/words.ts';

export const SAY = phrases('metz-1870-fire', SERVER && {
  noFire: 'A unit needs an initial SP (printed SP less its marker) of at least ½ to fire (8.1.1), and a final SP under ½ is no fire at all (2.3).',
  inferred: 'The "1" column is inferred from the sequence of labels; our source never shows it.',
  beyond: "Read your card: {text}. The card's columns to the right of {last} are not in our source.",
  roll: 'Roll the {colour} and the white d10 together and read the {colour} die on column {column}; keep the white die for any Morale Test (8.5).',
  rollCard: 'Roll the {colour} and the white d10 together and read the {colour} die on your card (8.5).',
  artillery: 'In a Fire Combat Step, mark firing artillery "Artillery Fired" (no move next), or "½ Fire ½ Move" for Horse Artillery firing at half (8.1.6).',
  hitsFirst: 'Casualty Hits first: a Fresh unit flips to Battleworn, a Battleworn unit takes a Break Test for each hit, applying each result before the next (8.6, 10.1).',
  morale: 'Then any Morale Test: white die + MT modifier − modified TCR ({tcr} now; the Battleworn TCR if the unit has just flipped) (9.1).',
  twoUnits: 'Two units in the hex: each takes its own Morale Test on the same white die; one CH goes to the unit with the largest SP (owner’s choice if equal); 2 CH puts one on each (8.5). HQs are never affected (8.10).',
  recovery: 'Recovery (13.2): in a Rally Step one action removes Low Ammo and one flips Rationed to Low. French Division and Horse artillery recover only when stacked with their HQ; French Corps artillery never does in a Battle scenario (13.2.3).',
  worstAmmo: 'Units firing together use the worst ammo marker among them for 8.4 o/p: the rules speak of a single firing unit.',
  infMit: 'Infantry and a Mitrailleuse have different range bands; the rules total the SP before the range adjustment and do not say what to do when only one of them is at Extended Range.',
  // the calculator's checks of its fields
  canisterForArtillery: 'Canister Range is for artillery only, never a Mitrailleuse (8.1.3).',
  mitrailleuseFrench: 'Mitrailleuse units are French (4.3).',
  infMitTwoUnits: 'Infantry combined with a Mitrailleuse is at least two units (8.1.4).',
  worksOrEntrenchments: 'Tick Hasty Works or Entrenchments, not both.',
  // shot.ts: a shot the rules do not allow
  onlyArtilleryCanister: 'Only artillery fires at Canister Range, and a Mitrailleuse never does (8.1.3).',
  infMitNeedsTwo: 'Infantry combined with a Mitrailleuse needs at least two units (8.1.4).',
  onlyHorseHalf: 'Only Horse Artillery fires at half to keep moving (8.1.6).',
  worksEither: 'A hex has either Hasty Works or Entrenchments, not both.',
  frenchTargetItem: '8.4 l concerns a French target, so a Prussian firer.',
  frenchFirerItems: '8.4 t and u are French firers only.',
  plungingArtillery: 'Plunging Fire (8.4 q) is for firing artillery.',
  itemFromFirers: '8.4 {id} follows from the firing units; do not add it by hand.',
  // sp.ts: the firing SP, unit by unit
  printedLess: 'printed {sp} − {less} ({marker}) = {initial}',
  underHalf: 'under ½: cannot fire (8.1.1)',
  horseHalf: 'half fire, Horse Artillery: {sp}',
  cautiousHalf: 'half SP, Cautious: {sp}',
  combinedFire: 'Combined fire',
  effectiveRange: 'Effective Range: ×1',
  extendedRange: 'Extended Range: ×½',
  canisterRange: 'Canister Range: ×1.5, at least +1',
  firingSpFinal: 'Firing SP (fractions dropped at the end)',
  // shifts.ts
  notCounted: 'not counted: only the one terrain shift best for the target ({id}, {shift}) applies',
  // the working and the summary
  firingSp: 'Firing SP',
  noFireValue: '0: no fire',
  columnHolding: 'Column holding the firing SP',
  nextColumn: 'the one just right of {last}, which must hold 10 (its label is not in our source)',
  rightOfLast: 'right of {last}: the label is not in our source',
  fromFirers: ' (from the firing units)',
  netShift: 'Net shift',
  noShift: '0 (none)',
  finalColumn: 'Final column',
  tcrNow: 'Target’s modified TCR now',
  notInSource: 'not in our source',
  ammoProblem: 'Ammo Problem (doubles)',
  targetBroken: 'Target Broken',
  cellsKnown: 'Cells of this column known',
  cellsOfTen: '{known} of 10',
  targetAfter: 'Target unit after this fire',
  overBothDice: 'Over both dice and any Break Test rolls. Exact.',
  alone: 'the target unit is alone in its hex (8.5)',
  readColumn: 'Read your card: column {column}, roll the {colour} die. Our source gives {cells} of this column; enter the others on the chart page for the exact odds.',
  noCell: 'no cell',
  clampedLeft: 'The shifts run {n} past the C column; the fire is resolved on C (8.4).',
  doubles: 'Doubles (chance {chance}): after the fire, {who} (8.8).',
  firer: 'Firer ({side})',
});
