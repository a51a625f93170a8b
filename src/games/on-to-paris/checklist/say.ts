/**
 * What the On To Paris! checklist says whole (its counters, the price of an action and why a tracker
 * cannot pay it, the forms it asks for; the price's own lines are command/say.ts), blanks filled by
 * fill(): the page carries these words (phrases(), lib/words.ts), so the browser's module holds only
 * the logic.
 */
import { phrases, SERVER } from '../../../lib/words.ts';

export const SAY = phrases('on-to-paris/checklist', SERVER && {
  // paying it (purse.ts)
  noAction: 'No action picked.',
  unpriced: 'This action cannot be priced.',
  discretionaryShort: 'Discretionary has {have}, not {cp}.',
  trackersShort: '{tracker} {have} + Discretionary {discretionary} is less than {cp}.',
  ipShort: 'It costs {ip}; {left} left in this half-Segment.',
  // what a step did (machine.ts)
  badCount: 'The "how many" box must hold a whole number from 1 to 99: nothing was done.',
  penaltyCp: '1 CP removed from {tracker}.',
  capped: '{lost} lost to the cap of 20 a tracker.',
  tablePenalty: 'Command Table VP penalty: {vp} VP.',
  ersp: '{ip} IP put toward Emergency Reinforcements.',
  // the forms (rolls.ts)
  setup: 'Start with these settings',
  startTurn: "The scenario's first turn (1-17)",
  pgs: 'Prussian General Staff uses',
  boxes: 'Boxes on your Command Table Use track',
  cpRoll: '{side} 2D6 on the Command Point Table',
  cpForm: 'Add these {side} CPs',
  cpField: '{tracker} CPs from the table',
  initRoll: '{side} 3D6 for the Initiative',
  erspForm: 'Spend these IPs',
  erspField: 'IPs put toward Emergency Reinforcements',
  // the blocks under a step and the counters (checklist.ts)
  lastBox: 'the last box: any tie ends the phase',
  unknownBox: 'its totals are not in our source',
  lists: 'lists {totals}',
  noTotal: 'no total ends the phase here',
  box: 'box {box} of {boxes} ({what})',
  rolledSoFar: 'Rolled so far',
  tie: 'The tie',
  tieAt: 'Both rolled {total}; the marker is in {box}.',
  cannotTake: 'This action cannot be taken',
  alone: '{cp} CP if the Discretionary CPs alone pay: no Command Zone penalty.',
  price: 'The price: {total} ({left} left). Pay it from',
  addToPrice: 'Add to the price',
  penaltyFrom: 'Take the penalty CP from',
  regime: 'Regime',
  republic: 'Republic (VP penalty {vp})',
  empire: 'Empire (VP penalty {vp})',
  vpHere: 'VP change recorded here',
  staff: 'General Staff',
  firstRl: 'Places the first RL marker',
  table: 'Command Table',
  segments: 'Segments played',
  frenchCps: 'French CPs',
  prussianCps: 'Prussian CPs',
});
