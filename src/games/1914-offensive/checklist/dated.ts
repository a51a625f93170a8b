/**
 * The 1914 rules whose force depends on the game turn (notes 3.5, with the
 * Inter-Phase items of 4.3 by their game turn: the k-th Inter-Phase follows
 * GT 3k). A step key alone applies in both Player Turns; "Allied.x" or
 * "German.x" in one only. The words are fixed notes in steps.ts.
 */
import type { Dated } from '../../../lib/dated.ts';

const at = (gt: number) => ({ from: gt, to: gt });
const ADMIN = ['interAdmin'];

export const DATED: readonly Dated[] = [
  { note: 'sixthArmy', to: 3, steps: ['prelim'], when: '!sixth' },
  { note: 'sixthArmyAuto', ...at(4), steps: ['Allied.prelim'], when: '!sixth' },
  { note: 'befTransfer', to: 8, steps: ['Allied.prelim'] },
  { note: 'befVoluntary', from: 7, steps: ['Allied.prelim'] },
  { note: 'eastWithdrawal', ...at(6), steps: ['German.prelim'] },
  { note: 'ninthArmy', ...at(10), steps: ['Allied.prelim'] },
  { note: 'gdtConversion', ...at(18), steps: ['Allied.prelim'] },
  { note: 'noAbandon', to: 2, steps: ['jointPrelim'] },
  // in the Special Joint Preliminary Phase (4.2.1a); once every plan is over that phase is skipped, so the Preliminary Phase says it then
  { note: 'activations', from: 2, to: 3, steps: ['Allied.jointPrelim'] },
  { note: 'activations', from: 2, to: 3, steps: ['Allied.prelim'], when: '!plans' },
  // units attached to the GDT keep a line of contiguous ZOCs to the Channel (22.3): Allied units move in their Movement Phase and the German turn's Counter Movement Phase
  { note: 'gdtMission', to: 5, steps: ['Allied.movement', 'German.counterMovement', 'Allied.finishing'] },
  { note: 'gdt', to: 17, steps: ['Allied.attachment'] },
  { note: 'hkk', to: 9, steps: ['German.attachment'] },
  { note: 'aoaOverlap', from: 22, steps: ['Allied.attachment'] },
  { note: 'ammoShortage', from: 13, steps: ['supply'] },
  { note: 'reseauReopen', from: 14, steps: ['rrEngineering'] },
  // the example of 18.4.3: the orange structures at Chauny and La Fère carry GT 15 and GT 16
  { note: 'chaunyRebuilt', ...at(15), steps: ['rrEngineering'] },
  { note: 'laFereRebuilt', ...at(16), steps: ['rrEngineering'] },
  { note: 'frenchNoFm', to: 1, steps: ['Allied.movement'] },
  // German units move in their own Movement Phase and in the Allied Player Turn's Counter Movement Phase
  { note: 'reseauClearing', to: 9, steps: ['German.movement', 'Allied.counterMovement'] },
  { note: 'poorCavalry', to: 9, steps: ['counterMovement'] },
  // CE recovery is a task of both movement phases (4.2, 7.5); its proximity rule changes with GT 19 (7.5.2)
  { note: 'ceRecoveryEarly', to: 18, steps: ['movement', 'counterMovement'] },
  { note: 'ceRecoveryLate', from: 19, steps: ['movement', 'counterMovement'] },
  // German rail moves: their Movement Phase and the Allied Player Turn's Counter Movement Phase (18.6)
  { note: 'reserveCorpsRail', ...at(23), steps: ['German.movement', 'Allied.counterMovement'] },
  // every Allied combat, attacking or defending, and Repulses in the movement phases (21.1 with 7.4)
  { note: 'doctrine', to: 5, steps: ['attack', 'counterAttack', 'movement', 'counterMovement'] },
  { note: 'earlyVp', to: 6, steps: ['finishing'] },
  { note: 'belgianRp', ...at(6), steps: ADMIN },
  { note: 'advanceVp', from: 6, steps: ADMIN },
  { note: 'frenchReserve', from: 9, steps: ADMIN },
  { note: 'ammoMarkers', from: 12, steps: ADMIN },
  { note: 'rndRp', ...at(18), steps: ADMIN },
  { note: 'marineVp', from: 24, steps: ADMIN },
];
