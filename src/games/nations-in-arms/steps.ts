/** What each step of the Nations in Arms turn checklist tells the players (rendered as HTML by the pages). */
import type { EventLabels, StepNotes, StepTexts } from '../../lib/checklist.ts';
import { STEPS } from './checklist/step-texts.ts';

const steps: StepTexts = STEPS;
export default steps;

const side = (m: string) => (m[0] === 'E' ? 'Empire' : 'Coalition');
/** Button text per machine event; the markers' names are page words too (MARKER_<key>). */
export const events: EventLabels = {
  NEXT: 'Done: next step',
  SETUP: 'Start in this year',
  SPRING: 'Spring',
  SUMMER: 'Summer',
  AUTUMN: 'Autumn',
  WINTER: 'Winter',
  EXTRA_E: 'Empire adds (or takes back) its extra naval marker',
  EXTRA_C: 'Coalition adds (or takes back) its extra naval marker',
  POOL_READY: 'The pool is ready: start drawing',
  ...Object.fromEntries(
    ['E1', 'E2', 'E3', 'E4', 'C1', 'C2', 'C3', 'C4'].flatMap((m) => [
      [`DRAW_${m}`, `Drew ${side(m)} land ${m[1]}`],
      [`MARKER_${m}`, `${side(m)} land ${m[1]}`],
    ]),
  ),
  DRAW_EN: 'Drew Empire Naval 1',
  MARKER_EN: 'Empire Naval 1',
  DRAW_EX: 'Drew the Empire extra naval marker',
  MARKER_EX: 'Empire extra naval',
  DRAW_CN: 'Drew Coalition Naval 1',
  MARKER_CN: 'Coalition Naval 1',
  DRAW_CX: 'Drew the Coalition extra naval marker',
  MARKER_CX: 'Coalition extra naval',
  DRAW_NL: 'Drew Neutral land',
  MARKER_NL: 'Neutral land',
  DRAW_NN: 'Drew Neutral naval',
  MARKER_NN: 'Neutral naval',
  DRAW_WQ: 'Drew Winter Quarters',
  MARKER_WQ: 'Winter Quarters',
  LEADER: 'Activate a leader',
  LAND_DONE: 'No more leaders: next draw',
  BATTLE: 'A battle: attrition, then fight',
  MOVE_DONE: 'Movement over, no battle',
  WON_MOVE_ON: 'Won: move on (MF left − 1 MP)',
  AUTOMATIC_VICTORY: 'Automatic victory: game over',
  FINAL_CHECK: 'No automatic victory: final determination (2 players), game over',
};

/** Fixed blocks: what a draw did, the Spring draw counts, and the rules whose force depends on the date (checklist/dated.ts). */
export const notes: StepNotes = {
  'said-back': {
    title: 'Back into the pool',
    items: ['That land marker belongs to the side that had the last land activation: it goes back into the pool. Draw again.'],
    rules: ['3.2'],
  },
  'said-asideFirst': {
    title: 'Set aside',
    items: [
      'The first marker of a turn after the first may be neither Winter Quarters nor a land marker of the side that acted last in the previous turn: it is set aside and returns to the pool once a marker is played. Draw again.',
    ],
    rules: ['3.2'],
  },
  'said-wqIgnored': {
    title: 'Winter Quarters ignored',
    items: ['This season ignores this Winter Quarters draw: it is set aside and returns to the pool once a marker is played. Draw again.'],
    rules: ['3.1'],
  },
  'said-end': { title: 'Winter Quarters: the Operations Phase is over', items: ['This Winter Quarters draw ends the season’s operations.'], rules: ['3.1'] },
  'said-navalThenEnd': {
    title: 'Third Winter Quarters of Spring',
    items: ['A Naval 1 marker is still unplayed: each side that has not played its own takes one naval activation (the Empire first), then the phase ends.'],
    rules: ['3.1'],
  },
  'said-empty': { title: 'The pool is empty', items: ['Every marker has been played: the Operations Phase is over.'], rules: ['3.1'] },
  firstPick: {
    title: 'First turn of the scenario',
    items: [
      'If your scenario names who goes first, that player picks any marker except Winter Quarters (an enemy one makes the opponent start). Otherwise draw at random.',
    ],
    rules: ['3.2'],
  },
  landRules: {
    title: 'Who may activate on this marker',
    items: [
      'Leaders with an initiative at least the marker’s value. A second activation is a forced march; initiative 1 leaders act only on the 1 marker, so never twice.',
      'A leader moving alone goes on every marker his initiative allows and never checks attrition for extended or forced marches.',
    ],
    rules: ['5.1.3', '5.1.4', '5.2.9', '7.1'],
  },
  drawCounts: {
    title: 'Cards each power draws this Spring',
    items: [
      'France: 2, +1 each for Flanders; all of northern Italy controlled or allied; the Rhine Confederacy and the Kingdom of Bavaria both existing (at most 5); −1 if Spain has a War of Liberation.',
      'Britain: 2, −1 for each penalty: another major with more fleets; enemy forces on British territory at the start of Spring; the Continental System in force. Our source runs the first two together: they may be one penalty, not two (see 11.1).',
      'Each allied major other than Spain and Turkey: 1 card more. With more than two players, each other major played by a person draws 1.',
    ],
    rules: ['11.1'],
  },
  reform1794: { title: 'Military reform this year', items: ['France’s reform takes effect from 1794: +1 tactics card drawn in major battles (optional tactics, 8.1.3).'], rules: ['8.1.3'] },
  reform1797: { title: 'Military reform this year', items: ['Russia’s reform takes effect from 1797: +1 tactics card drawn in major battles (8.1.3).'], rules: ['8.1.3'] },
  reform1800: { title: 'Military reform this year', items: ['Britain’s reform takes effect from 1800: +1 tactics card drawn in major battles (8.1.3).'], rules: ['8.1.3'] },
  reform1813: {
    title: 'Military reform this year',
    items: ['Prussia’s reform takes effect from 1813: +1 tactics card drawn in major battles (8.1.3). Austria’s year is lost from our source (the 8.1.3 example suggests 1809): check your booklet.'],
    rules: ['8.1.3'],
  },
  conscripts: { title: 'French conscripts (scenarios)', items: ['From Spring 1808 France may raise conscripts: twice in the Grand Campaign (other scenarios: see the scenario), never in two years running.'], rules: ['12.1'] },
  antwerp: { title: 'Antwerp (optional)', items: ['An even year: while France holds Antwerp and it is not besieged, it may roll 1D6 in this budget phase; 4 or more builds a French fleet there for free (1/2).'], rules: ['15.2'] },
  swamps: { title: 'Russian swamps', items: ['From 1798 a swamp hex inside Russia costs 3 MP.'], rules: ['5.2.10'] },
  spainNone: { title: 'Spanish instability', items: ['Before 1805 a Spanish instability check cannot succeed.'], rules: ['14.4.1'] },
  spain1805: { title: 'Spanish instability', items: ['In 1805 a check needs 14 or more.'], rules: ['14.4.1'] },
  spain1806: { title: 'Spanish instability', items: ['In 1806 a check needs 13 or more.'], rules: ['14.4.1'] },
  spain1807: { title: 'Spanish instability', items: ['In 1807 a check needs 11 or more.'], rules: ['14.4.1'] },
  spain1808: { title: 'Spanish instability', items: ['The 1808 target is lost from our source (the rulebook’s example succeeds with 11, so it is 11 or less): use your booklet.'], rules: ['14.4.1'] },
  spain1809: { title: 'Spanish instability', items: ['In 1809 a check needs 8 or more.'], rules: ['14.4.1'] },
  spainLater: { title: 'Spanish instability', items: ['The table’s last target, 7, has lost its year in our source (presumably 1810 on): use your booklet.'], rules: ['14.4.1'] },
  turkSuccession: {
    title: 'Turkish succession',
    items: ['A new Sultan this turn (Mustafa IV in Spring 1807, Mahmut II in Summer 1808): swap the sovereign counter in this Diplomacy Phase. The instability roll comes next turn.'],
    rules: ['14.2'],
  },
  turkRoll: {
    title: 'Turkish instability roll',
    items: ['The Diplomacy Phase after a succession: roll 1D6; on 4-6 (1/2) a Turkey at war goes back to neutrality (see 14.2 for what follows).'],
    rules: ['14.2'],
  },
  bernadotte: { title: 'Bernadotte (optional)', items: ['At the end of Summer 1810 Bernadotte leaves the French for Sweden.'], rules: ['15.4'] },
  finalCheck: {
    title: 'The 2-player end',
    items: [
      'With no automatic victory, France wins if it holds every capital fortress hex of the whole Grand Empire; otherwise the Coalition wins.',
      'Our source says "before the 1814 Winter turn": it is unclear whether Winter 1814 is played first. The final determination is offered in the Autumn and the Winter 1814 Victory Phases: use the one your group reads.',
    ],
    rules: ['16.3'],
  },
};
