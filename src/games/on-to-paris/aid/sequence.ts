/**
 * The printed player aid's words for the On To Paris! steps whose own words point at the screen
 * (the "Acting" box, the "How many" box, the page's roll) or run past what one line of the printed
 * sequence holds (src/lib/aid.ts, paperStep). Shortened from steps.ts and the rules it cites.
 */
import type { AidSequence } from '../../../lib/aid.ts';

const HALF = 'The player whose half of the Segment it is';

const paper: AidSequence = {
  regime: { line: 'Note whether the Second Empire still stands at the start of your scenario or has already fallen.' },
  reinforcement: { line: 'Reinforcements: SPs to the General Records Track; Franc-Tireur SPs, Armies and Corps to the Available Forces Pool; leaders to the Available Leaders Pool.' },
  rl: {
    who: 'Both, alternating: first the French on a scenario’s first turn, later the loser of the last Initiative',
    line: 'Place your three RL markers face down, one at a time in turn, on friendly Armies or Military Points (besieged or not); then reveal them all.',
  },
  cpRoll: { who: 'Each player, the French first', line: 'Roll 2D6 on the Command Point Table.' },
  cpRecord: { who: 'Each player, the French first', line: 'Add the CPs your table gives each RL marker and the Discretionary CPs to what is left; a tracker holds 20 CPs at most.' },
  askBox: { line: 'Look at the box of the Command Table track the marker is in: does it list the tied total? (Our source does not give the boxes’ totals.)' },
  tieMoved: { line: 'Move the Command Table marker one box right; entering the second-to-last or the last box costs the VP penalty.' },
  menu: { who: HALF, line: 'Pick actions one at a time, pay for each from your CP trackers and this half-Segment’s IPs, and resolve it before the next.' },
  pickMove: { who: HALF, line: 'Choose the activation and count the units it is priced by (leaders, SPs, divisions, Corps); Combined Activations are added when pricing.' },
  pickLeader: { who: HALF, line: 'Choose the leader action and count the leaders. Removing a leader changes the VP level: a Prussian cost lowers it, a French one raises it.' },
  pickOther: { who: HALF, line: 'Choose the action and count what it is priced by (markers, SPs, Armies, Corps, depots).' },
  priced: {
    who: HALF,
    line: 'Add what applies (Combined Activations, units outside the paying marker’s Command Zone, a besieged Force...); pay from one RL marker and/or Discretionary CPs.',
  },
  penaltySp: { line: 'No CP spent and no SP entered: if you had an SP to enter, the opponent takes 1 SP off one of your SP trackers.' },
  ersp: { who: HALF, line: 'Put IPs toward an Emergency Reinforcement SP: Cavalry and Franc-Tireur are paid in full at once; Infantry IPs may build up across turns.' },
  endTurn: { line: 'The Prussian player wins at once if he holds both Paris hexes (2722, 2822) and traces a Railway Supply Path from them to a Prussian Supply Source.' },
};
export default paper;
