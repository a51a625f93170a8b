/**
 * What the Metz 1870 checklist says whole (its counters, the cup, the rolls it asks for), blanks
 * filled by fill(): the page carries these words (phrases(), lib/words.ts), so the browser's module
 * holds only the logic.
 */
import { phrases, SERVER } from '../../../lib/words.ts';

export const SAY = phrases('metz-1870/checklist', SERVER && {
  // the chits (cup.ts CHITS): one, and more than one
  frenchFormation: 'French formation activation chit',
  frenchFormations: 'French formation activation chits',
  prussianFormation: 'Prussian formation activation chit',
  prussianFormations: 'Prussian formation activation chits',
  bazaine: 'Marshal Bazaine chit (French CIC)',
  bazaines: 'Marshal Bazaine chits',
  generalStaff: 'Prussian General Staff chit (CIC)',
  generalStaffs: 'Prussian General Staff chits',
  fow: 'Fortunes of War chit',
  fows: 'Fortunes of War chits',
  frenchEvent: 'French Event chit',
  frenchEvents: 'French Event chits',
  prussianEvent: 'Prussian Event chit',
  prussianEvents: 'Prussian Event chits',
  // the kinds of turn (context.ts TURN_TYPE_LABELS)
  day: 'Day turn',
  dusk: 'Dusk (9:00 pm)',
  evening: 'Evening (10:00 pm-12:00 am)',
  deepNight: 'Deep Night (1:00-3:00 am)',
  dawn: 'Dawn (4:00 am)',
  // the rolls (rolls.ts)
  fowRoll: 'Fortunes of War roll (1d10, a 0 counts as 10)',
  malaiseRoll: "Roll to cancel BAZAINE'S MALAISE (1d10, a 0 counts as 10)",
  cancelUpTo: 'Highest roll that cancels it',
  cancelUpToHelp: "Read it from Bazaine's Leadership Track on your scenario card (not in our source). In the example of play one chit on the track cancels on 1-3.",
  // what waits for a chit
  lull: 'Lull: every chit is degraded for the rest of the turn',
  degrade: 'Degrade the next chit',
  enhance: 'Enhance the next chit',
  leaderCasualty: 'Leader Casualty for the next Activation chit',
  malaise: "BAZAINE'S MALAISE waits on a French HQ",
  // the cup and the blocks under a step
  kindNext: '{kind}: this kind next {next}',
  oneOfThem: '; one given chit of them {one}',
  namedNext: '{name}, if its chit is in: next {next}',
  sides: 'Next chit French: {french}; Prussian: {prussian}.',
  inTheCup: 'In the cup: {n}. Tap the one drawn',
  cupEmpty: 'The cup is empty.',
  drawn: 'Drawn so far this turn',
  nothingYet: 'Nothing yet.',
  thisCup: "This turn's cup: {n} chits",
  nothingAdded: 'Nothing yet: add the chits below.',
  waiting: 'Waiting for a chit',
  fowRolled: 'Fortunes of War roll',
  malaiseRolled: 'Malaise roll',
  malaiseResult: 'Rolled {roll} against 1-{upTo}: {result}.',
  tracks: 'Command Events this turn',
  tracked: '{n} {side} Event chit(s) went on a Command Event track this turn.',
  // the counters
  turn: 'Turn',
  draws: 'Draws the chits',
  rollsFow: 'Rolls for Fortunes of War',
  inCup: 'Chits in the cup',
  notFilled: 'not filled yet',
  held: 'Held events',
  heldCounts: 'French {french}, Prussian {prussian}',
  staffHeld: '; General Staff chit held',
  pending: 'Waiting',
  activation: 'Activation',
  bazaineCic: 'Marshal Bazaine (CIC)',
  staffCic: 'General Staff (CIC)',
  eventOf: 'Event chit of',
});
