/**
 * What each step of the 1914, Offensive à outrance turn checklist tells the
 * players (the state meta of checklist/machine.ts names the step). Rendered
 * as HTML by the pages, so the words never travel in the checklist's
 * JavaScript. Wording is ours; rule numbers are the rulebook's.
 */
import type { StepText } from '../../../lib/checklist.ts';

const PHASING = 'The phasing player (see "Player Turn" above)';
const NON_PHASING = 'The non-phasing player';
const INTER = 'Inter-Phase (4.3)';
const ph = (name: string, rule: string) => `Player Turn: ${name} (${rule})`;

export const STEPS: Record<string, StepText> = {
  setup: {
    phase: 'Before the game',
    title: 'Set up your scenario',
    who: 'Both',
    todo: [
      'Set up as your scenario says (the scenarios are in the Play Book, which is not in our source).',
      'Below, give its first and last game turns. The rules name game turns up to 30, so 30 is the likely end of the Grand Campaign.',
    ],
    rules: ['4.0', '4.1'],
  },
  prelim: {
    phase: ph('Preliminary Phase', '4.2.1'),
    title: 'Preliminary Phase',
    who: PHASING,
    todo: [
      'Read the GT Record Track: whatever falls due this game turn comes back now (listed below when you put it there with this checklist).',
      'Place reinforcements (in their hex, or in Rail Mode at a lettered entry hexside naming a destination; never in enemy-controlled hexes or EZOCs), withdrawals and substitutions.',
      'Repair Fortress units (flip back those with a friendly unit or no enemy next to them; each Fortified Camp not Invested repairs 1 step) and damaged Roadway Bridges now in friendly territory.',
      'Start or finish Army Base transfers; the side’s own items (Ijzer inundation, BEF and Belgian transfers; the Sixth Army roll).',
    ],
    rules: ['4.2.1', '16.0', '12.5', '7.1.4', '23.1', '24.3', '21.3', '26.6'],
  },
  jointPrelim: {
    phase: ph('Special Joint Preliminary Phase', '4.2.1a'),
    title: 'Strategic Plans',
    who: 'Both players',
    todo: ['Note any plan achieved. Each player may give up the plan of any of his armies (it costs VPs, 27.1).', 'Once every plan is achieved or abandoned, say so below: this phase is skipped from then on.'],
    rules: ['4.2.1', '26.0', '26.3', '27.1'],
  },
  attachment: {
    phase: ph('Attachment Phase', '4.2.2'),
    title: 'Attachment',
    who: PHASING,
    todo: [
      'Draw each army’s Area of Attachment: every unit inside belongs to that army. Attach each corps to an army, then each Formation to a corps or as Independent; move the Attachment markers.',
      'No more Corps Trains inside an AoA than the army display has corps boxes. One army Depot a side may relocate (2 GTs on the GT Record Track).',
    ],
    rules: ['5.1', '5.2', '15.6.4', '17.2', '24.3.2'],
  },
  supply: {
    phase: ph('Supply Phase', '4.2.3'),
    title: 'Supply',
    who: PHASING,
    todo: [
      'Flip Extended supply units to their front; remove the Ammo Provided markers. A Secondary Depot may be removed now and placed during the phase.',
      'In this order: Depot LOCs (a Depot without one is displaced), Corps Trains (Out of Supply if neither in Full Supply nor on a valid LOC), each Force (out of supply? then test for Isolation).',
      'Each Force out of supply loses 1 CEL, 3 if Isolated; then remove the markers. Supply units may flip to Extended for range.',
    ],
    rules: ['4.2.3', '15.4', '15.5', '15.7', '15.6'],
    calcs: [{ id: 'supply', label: 'Supply Phase' }, { id: 'ammunition', label: 'Ammo' }],
  },
  rrEngineering: {
    phase: ph('RR Engineering Phase', '4.2.4'),
    title: 'Railroad engineering',
    who: PHASING,
    todo: ['Note the railroad structures rebuilt this game turn.', 'Move Railhead markers forward or back: lines behind a friendly army’s front, joined to a friendly map edge, become friendly and operational.'],
    rules: ['4.2.4', '18.2', '18.4.3', '18.3'],
  },
  movement: {
    phase: ph('Movement Phase', '4.2.5'),
    title: 'Movement (9 MPs)',
    who: PHASING,
    todo: [
      'One Force at a time: spend its MPs, then the next. A Forced March (+3 infantry, +7 cavalry) ends with an Effectiveness Check.',
      'Also: Prepared Attack markers (4 MP, infantry, this phase only), Repulse (1 MP), CE recovery (9 MP), rail moves, Improved Positions (13 MP), Two-Hex units, siege artillery and Depot moves.',
      'Units carrying an MPs Expended marker spend those MPs first; cavalry start with 9 less any Reaction or Retirement MPs. At the end, remove overstacked units.',
    ],
    rules: ['4.2.5', '7.1', '7.2', '7.3', '7.4', '7.5', '7.7', '7.8', '14.3', '3.1'],
    calcs: [{ id: 'effectiveness', label: 'Effectiveness Check (Forced March)', query: 'mode=forced-march' }, { id: 'cavalry', label: 'Cavalry reaction' }],
  },
  counterMovement: {
    phase: ph('Counter Movement Phase', '4.2.6'),
    title: 'Counter movement (5 MPs)',
    who: NON_PHASING,
    todo: [
      'As in the Movement Phase, with 5 MPs a unit and no Prepared Attack markers, no naval embarkation, no Siege-Train HQ Prep or siege-marker deployment.',
      'Siege guns: 42 cm and German 30.5 cm guns cannot flip to Deployed Mode in this phase (a whole Movement Phase stationary); 21 cm and Austro-Hungarian 30.5 cm guns can.',
      'Each enemy PA marker pointing at a hex pins one friendly Force there of at least the same size.',
    ],
    rules: ['4.2.6', '7.3', '7.2', '7.9', '13.1', '13.2'],
    calcs: [{ id: 'effectiveness', label: 'Effectiveness Check (Forced March)', query: 'mode=forced-march' }, { id: 'cavalry', label: 'Cavalry reaction' }],
  },
  attack: {
    phase: ph('Attack Phase', '4.2.7'),
    title: 'Attacks',
    who: PHASING,
    todo: [
      'Remove PA markers no longer needed; mark and resolve every Fortress bombardment.',
      'Mark each attack (PA stacks are marked already) and resolve them one at a time in the order you choose; a Prep Bombardment comes just before its attack.',
    ],
    rules: ['4.2.7', '9.1', '9.1.1', '12.4', '13.3'],
    calcs: [{ id: 'combat', label: 'Combat' }, { id: 'effectiveness', label: 'Effectiveness Check' }, { id: 'ammunition', label: 'Ammo' }],
  },
  counterAttack: {
    phase: ph('Counter Attack Phase', '4.2.8'),
    title: 'Counter attacks',
    who: NON_PHASING,
    todo: ['Fortress bombardments and attacks by the non-phasing player, as in the Attack Phase.'],
    rules: ['4.2.8', '9.1', '12.4'],
    calcs: [{ id: 'combat', label: 'Combat' }, { id: 'effectiveness', label: 'Effectiveness Check' }, { id: 'ammunition', label: 'Ammo' }],
  },
  finishing: {
    phase: ph('Finishing Phase', '4.2.9'),
    title: 'Finishing',
    who: 'Both players',
    todo: [
      'Cavalry Retirement: the phasing player first, then the other; cavalry next to an enemy may fall back 1 hex (not into an EZOC) and note the MPs.',
      'Voluntary Retirement (optional): the non-phasing player first; a Force next to an enemy and not Isolated may fall back 1 hex for 1 CEL.',
      'Adjust the VPs for this Player Turn (eliminated units: 4 a Formation, 1 an Asset; Paris; the Player Turn’s other awards).',
    ],
    rules: ['4.2.9', '8.3', '20.0', '27.0', '27.7'],
    calcs: [{ id: 'cavalry', label: 'Cavalry retirement' }],
  },
  remind: {
    phase: 'GT Record Track',
    title: 'What goes on the GT Record Track?',
    who: 'Either player',
    todo: [
      'Pick what you put on the track: the checklist counts the game turns and raises it in the Preliminary Phase of the game turn it is due, in its owner’s Player Turn. Then you are back at your step.',
      'Units from an interrupted rail move come back in “that GT’s Preliminary Phase” (7.7.5 does not say whose): read here as their owner’s, where units are placed (4.2).',
    ],
    rules: ['7.7.5', '16.7', '15.6.4', '13.2', '23.1', '24.3', '24.4', '25.4.1'],
  },
  interReplacement: {
    phase: INTER,
    title: 'Replacement Segment',
    who: 'Both players at once',
    todo: ['Incorporate REPLs within each army’s limit (the Inter-Phase Chart, absent from our source); store the rest on the Resources display.'],
    rules: ['4.3', '4.3.1', '16.6'],
  },
  interAdmin: {
    phase: INTER,
    title: 'Administrative Segment',
    who: 'Both players at once',
    todo: [
      'Record the RPs received (they last the next 3 game turns); reset the RR Bottleneck markers; note the IP allowance for the next 3 game turns.',
      'This Inter-Phase’s own items are listed below.',
    ],
    rules: ['4.3', '4.3.2', '7.7.1', '18.6', '14.3.4'],
  },
  finalInterPhase: {
    phase: 'Final Inter-Phase',
    title: 'The final Inter-Phase',
    who: 'Both players',
    todo: ['Score Geographic Objectives (4 VP each), Special Cities (15 VP each) and Belgian losses (3 VP to the German for each Belgian division reduced to its minimum).', 'A German hold on Paris wins the game for the German player.'],
    rules: ['27.8', '27.9', '27.0'],
  },
  gameOver: {
    phase: 'Game over',
    title: 'The game is over',
    who: 'Both players',
    todo: ['Compare the VP total with your scenario’s victory levels. Restart to play again.'],
    rules: ['27.0'],
  },
};
