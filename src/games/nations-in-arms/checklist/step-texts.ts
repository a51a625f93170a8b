/**
 * What each step of the Nations in Arms turn checklist tells the players (the
 * state meta of checklist/machine.ts names the step). Rendered as HTML by the
 * pages, so the words never travel in the checklist's JavaScript. Wording is
 * ours; rule numbers are the rulebook's.
 */
import type { StepText } from '../../../lib/checklist.ts';

const SPRING = 'Spring Interphase';
const TURN = 'Game turn';
const OPS = 'Activation Phase (3.2, 5.0)';
const ACT = 'One leader’s activation (2.0 A-E)';
const ACTIVE = 'The side whose marker was drawn';

export const STEPS: Record<string, StepText> = {
  setup: {
    phase: 'Before the game',
    title: 'Set up your scenario',
    who: 'Both',
    todo: [
      'Set up the map, the counters and the event deck as your scenario says (the scenarios are in the Playbook, which is not in our source).',
      'Below, give the year of the first turn; then the season.',
    ],
    rules: ['2.0', '11.1.1'],
  },
  season: {
    phase: 'Before the game',
    title: 'Which season does the scenario start in?',
    who: 'Both',
    todo: ['Pick the season of the first turn. Spring turns open with the Spring Interphase; the others go straight to the game turn.'],
    rules: ['2.0'],
    chips: true,
  },
  springEvents: {
    phase: SPRING,
    title: 'Events: draw the Spring cards',
    who: 'Each major power in diplomacy order',
    todo: [
      "Shuffle this year's cards into the rest of the deck; played cards go back in only when nothing playable is left.",
      'Each major draws its cards (the counts are below). A bloc holding a public card plays one at once.',
    ],
    rules: ['11.1', '11.1.1'],
    calcs: [{ id: 'events', label: 'Cards each power draws' }],
  },
  budget: {
    phase: SPRING,
    title: 'Economics and budget',
    who: 'All players at once',
    todo: [
      'Collect resources: provinces, allied and conquered minors, trade, corsairs against British trade, war indemnities due.',
      'Gifts and loans; cards may be sold, paid at once. Subsidies of £4 to allied minors (a minor keeps no money).',
      'Production within the recruitment level; up to 2 of the steps produced may go to each supplied army to replenish its units; flipped corps may be disbanded to fill others.',
      'Reorganization: leaders may be dismissed.',
    ],
    rules: ['12.0', '12.2', '12.2.3', '12.2.4', '12.2.6', '12.2.7', '12.3', '4.2.4'],
    calcs: [{ id: 'corsairs', label: 'Corsairs' }],
  },
  reinforcement: {
    phase: SPRING,
    title: 'Reinforcements and replacements',
    who: 'Each major in diplomacy order, one after another',
    todo: [
      'New steps go to the capital or to a national fortress that is not besieged, within the stacking limits.',
      "This year's leaders join the leader pool; place leaders from the pool; wounded leaders come back.",
      'Units back from foreign wars, failed landings and garrisons that left with the honors of war are placed.',
    ],
    rules: ['12.4', '14.1'],
  },
  events: {
    phase: TURN,
    title: 'Events',
    who: 'Each bloc',
    todo: ['No cards are drawn outside Spring. Each bloc holding public cards plays exactly one this turn, even one that hurts it.', 'Secret cards are played when their own text allows.'],
    rules: ['11.0', '11.1'],
  },
  diplomacy: {
    phase: TURN,
    title: 'Diplomacy',
    who: 'Spain, Turkey, Prussia, Austria, Russia, France, Britain in that order',
    todo: [
      'Each player or bloc makes its free attempt on a minor (in a 2-player game also one for each allied Prussia, Austria and Russia).',
      'Then embassies at £4 each, in the same order; then attempts on unplayed majors at £4 each.',
      'Spanish instability checks; attempts to break a forced alliance. No result is final until the last roll.',
    ],
    rules: ['11.2', '11.2.2', '11.2.3', '11.2.4', '14.4.1', '13.3'],
    calcs: [{ id: 'diplomacy', label: 'Diplomacy checks' }],
  },
  declareWar: {
    phase: TURN,
    title: 'Declarations of war',
    who: 'Diplomacy order',
    todo: ['Declare wars and alliances. A neutral may not be entered before war on it is declared.', 'Turkey announces its feudal levies here.'],
    rules: ['11.3', '14.5'],
  },
  buildPool: {
    phase: 'Create the Initiative Pool (3.1)',
    title: 'Fill the initiative pool',
    who: 'Both sides',
    todo: [
      'Into the cup: land markers 1-4 of each side, Empire Naval 1, Coalition Naval 1, the Neutral land and the Neutral naval marker, and Winter Quarters unless it is Summer.',
      'Once a year each side may add its extra naval marker: say so with the buttons below, then start the draws.',
    ],
    rules: ['3.1'],
    bar: ['POOL_READY'],
  },
  draw: {
    phase: OPS,
    title: 'Draw the next marker',
    who: 'The sides in turn (diplomacy order with more players)',
    todo: [
      'Draw one marker blind and tap it in the pool below.',
      'Each shows its chance of coming out next. The checklist applies the draw rules: what goes back, what is set aside, when Winter Quarters ends the phase.',
    ],
    rules: ['3.1', '3.2', '5.1'],
  },
  landPick: {
    phase: OPS,
    title: 'Land marker: activate the next leader, or stop',
    who: ACTIVE,
    todo: [
      'Activate leaders one at a time; each finishes (moves, battles, sieges) before the next starts.',
      'A leader may activate only if his initiative is at least the marker’s value (see "Playing" above). No marker on him: first activation. "1st activation" marker or flipped counter: a second activation, which is a forced march with its attrition check. "End of activation": no.',
      'Corps and detachments without a leader move as initiative 1. A side that activates nobody still used its land marker.',
    ],
    rules: ['5.1', '5.1.3', '5.1.4', '5.2.9', '5.1.10'],
  },
  supply: {
    phase: ACT,
    title: 'A) Supply',
    who: ACTIVE,
    todo: ['Trace supply for the force now. If it cannot, mark it out of supply: it owes an attrition check during this activation.'],
    rules: ['6.1.1', '6.1.2', '6.2', '7.2'],
    calcs: [{ id: 'supply', label: 'Supply' }],
  },
  rally: {
    phase: ACT,
    title: 'B) Rally and first actions',
    who: ACTIVE,
    todo: [
      'A demoralized force in supply may try to rally: 3 MP an attempt, again while MP remain.',
      'At no MP cost: form an army (2 steps or more in one supplied hex and a leader from the pool), turn an engineer to its pontoon side, trade combat points between like units in the hex.',
    ],
    rules: ['8.3.5', '12.4', '1.1.3.1', '5.2.3'],
    calcs: [{ id: 'morale', label: 'Rally' }],
  },
  move: {
    phase: ACT,
    title: 'C) Move, hex by hex',
    who: ACTIVE,
    todo: [
      'Each hex: normal or extended movement, then the enemy may intercept, then avoid, then overrun.',
      'Entering an enemy force or an enemy fortress that is not besieged stops the move (a lone enemy train or engineer is destroyed instead; overruns go on). Mark the hexside you came through.',
      'Sieges may be tried on the way; units may be absorbed, integrated and dropped off at any time.',
    ],
    rules: ['5.2.4', '5.2.5', '5.2.6', '5.2.7', '5.2.8', '9.1', '5.1.5', '5.1.6'],
    calcs: [{ id: 'reaction', label: 'Interception and avoidance' }, { id: 'siege', label: 'Siege' }],
  },
  attritionBattle: {
    phase: ACT,
    title: 'D) Attrition before the battle',
    who: ACTIVE,
    todo: ['Roll the attrition check owed so far (out of supply, forced march, extended movement) before the battle. An army, a separate corps and units dropped off each roll apart.'],
    rules: ['7.2', '7.3', '7.4'],
    calcs: [{ id: 'attrition', label: 'Attrition' }],
  },
  combat: {
    phase: ACT,
    title: 'E) Battle',
    who: 'Both sides of the battle',
    todo: ['Fight the battle (8.1-8.3).', 'If the moving force wins it may move on with what is left of its movement minus 1 MP; a new attrition check may come before the next battle.'],
    rules: ['8.0', '8.1', '8.2', '8.3', '8.3.6'],
    calcs: [{ id: 'battle', label: 'Battle' }],
  },
  attritionEnd: {
    phase: ACT,
    title: 'D) Attrition at the end of the move',
    who: ACTIVE,
    todo: ['No battle: roll the attrition check owed (out of supply, forced march, extended movement) now, at the end of the movement or the siege. Each army, separate corps and dropped-off unit rolls apart.'],
    rules: ['7.2', '7.3', '7.4'],
    calcs: [{ id: 'attrition', label: 'Attrition' }],
  },
  leaderEnd: {
    phase: ACT,
    title: 'End of the activation',
    who: ACTIVE,
    todo: [
      'Mark the leader: a "1st activation" marker (flip an army counter instead), or "End of activation" after his second.',
      'Absorbed, integrated and adjacent units take on activation levels as 5.1.5-5.1.10 say. A lone detachment gets no marker; a corps without a leader gets "1st activation".',
    ],
    rules: ['5.1.5', '5.1.7', '5.1.8', '5.1.9', '5.1.10'],
  },
  naval: {
    phase: OPS,
    title: 'Naval activation',
    who: 'The side of the naval marker',
    todo: ['Each fleet or squadron activates on its own and spends its MP. Every sea area entered gives the enemy a chance to intercept.'],
    rules: ['5.1.1', '5.3', '5.3.1', '10.1'],
    calcs: [{ id: 'reaction', label: 'Naval interception' }, { id: 'naval', label: 'Naval battle' }],
  },
  neutralLand: {
    phase: OPS,
    title: 'Neutral land marker',
    who: 'The neutral major powers',
    todo: ['Land units of neutral majors activate: their only activation this turn, no forced march, and they stay inside their own territory.'],
    rules: ['5.1.2'],
  },
  neutralNaval: {
    phase: OPS,
    title: 'Neutral naval marker',
    who: 'The neutral major powers',
    todo: ['Neutral fleets move; each must end in its own harbor or in a harbor of an allied minor.'],
    rules: ['5.1.1'],
  },
  springNaval: {
    phase: OPS,
    title: 'The naval activation still owed',
    who: 'The side named above, under "Owes its naval activation"',
    todo: ['Spring’s third Winter Quarters came before this side’s naval marker: it takes one naval activation now, then the phase ends.'],
    rules: ['3.1', '5.3'],
  },
  finalAttrition: {
    phase: 'Final Attrition Phase (7.2)',
    title: 'Final attrition',
    who: 'Both sides',
    todo: [
      'Attrition checks for every demoralized unit, every unit out of supply that did not activate this turn, and besieged or sheltered steps beyond the fortress value.',
    ],
    rules: ['7.2', '7.4', '6.2'],
    calcs: [{ id: 'attrition', label: 'Attrition' }],
  },
  conquest: {
    phase: 'Conquest Phase (13.0)',
    title: 'Peace and conquest',
    who: 'All players',
    todo: ['Check each major power’s peace conditions; free peace proposals may be made. (Minor countries are conquered in Winter only.)'],
    rules: ['13.0', '13.3'],
  },
  winterConquest: {
    phase: 'Conquest Phase (13.0), Winter',
    title: 'Satellites, minor conquest, peace',
    who: 'All players',
    todo: [
      'First France declares its satellites.',
      'Minor countries are conquered, annexed or reinstated.',
      'Check each major power’s peace conditions; free peace proposals may be made.',
    ],
    rules: ['13.0', '13.1', '13.1.1', '13.1.2', '13.2', '13.3'],
  },
  victory: {
    phase: 'Victory Phase (16.0)',
    title: 'Automatic victory?',
    who: 'All players',
    todo: [
      'France wins at once if Britain is conquered, if the Continental System has stood through two Winter victory phases, or from Winter 1813 if it has beaten Austria, Prussia and Russia, is allied with or has beaten Spain, and all are at peace with it.',
      'The Coalition wins at once if France is conquered. Otherwise play on.',
    ],
    rules: ['16.0', '16.1', '16.2'],
    notes: [
      'These are the 2-player conditions; our source gives no multi-player victory (the Playbook may).',
      'The checklist ends the game after Winter 1814, the last turn of the 2-player game (16.3); our source names no later turn for any game, so a multi-player game that goes on must be tracked by hand from there.',
    ],
  },
  yearEnd: {
    phase: 'End of the year',
    title: 'Winter’s end',
    who: 'All players',
    todo: [
      'Every major except Britain loses the money it did not spend; Spain may receive its £5 of Spanish gold.',
      'Each foreign war that began before this Winter turn, this year’s included, may roll to end: 1D6 of at least the number on its card, +1 per calendar year of war. A war begun this Winter first rolls next Winter.',
    ],
    rules: ['12.0', '12.2.5', '14.1'],
    notes: ['The rulebook does not say exactly when in Winter these happen; the checklist puts them after the Victory Phase.'],
  },
  gameOver: {
    phase: 'Game over',
    title: 'The game is over',
    who: 'All players',
    todo: ['Note the result. Restart to play again.'],
    rules: ['16.0'],
  },
};
