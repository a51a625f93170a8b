/**
 * Death Ride quick odds for the printed aid: the end of the action phase
 * (2.3) by impulse number and modifier, and the combat bands of the card
 * (7.1-7.4) by M, the fixed AV minus the fixed TV. Default readings of the
 * end-of-phase calculator: the marker counts German + French pairs, the die
 * reads 1-10.
 */
import { chance, outOf, signedLabel, span, type OddsTable } from '../../../lib/aid.ts';
import { opposedD6 } from '../../../lib/dice.ts';
import { checkProbability, endOfPhase } from '../end-of-phase.ts';

const MODS = span(-3, 3);

const endTable: OddsTable = {
  id: 'end-of-phase',
  title: 'Does this French impulse end the phase?',
  rules: ['2.3', '11.2'],
  note:
    'Before each French impulse roll 1d10 and add the modifier (Turn track value, −1 per red Metz area held only by Germans, −2 at most). ' +
    'A total at or below the Impulse number makes it the last French impulse. Each cell counts the faces of the d10 (out of 10) that end the phase. ' +
    'The bottom row is the average number of French impulses in a phase, with the Impulse marker moving once per German and French pair.',
  corner: 'Impulse number',
  columns: MODS.map((m) => `Modifier ${signedLabel(m)}`),
  rows: [
    ...span(1, 10).map((n) => ({ label: String(n), cells: MODS.map((m) => outOf(checkProbability(n, m), 10)) })),
    { label: 'Average impulses', cells: MODS.map((m) => endOfPhase(m).expected.toNumber().toFixed(2)) },
  ],
};

// Bands of D = M + (1d6 − 1d6) that the card's combat tables use.
const BANDS: { label: string; test: (d: number) => boolean }[] = [
  { label: 'AV higher (D ≥ 1): bombardment and assaults hit', test: (d) => d >= 1 },
  { label: 'Equal (D = 0): assault on infantry or artillery ties', test: (d) => d === 0 },
  { label: 'TV higher (D ≤ −1): Chassepot has no effect, infantry assault fails', test: (d) => d <= -1 },
  { label: 'Rifle fire: AV by 2 or more, target absorbs D', test: (d) => d >= 2 },
  { label: 'Rifle fire: within 1, 2 CP each side', test: (d) => d >= -1 && d <= 1 },
  { label: 'Rifle fire: TV by 2 or more, firers absorb', test: (d) => d <= -2 },
];

const combatTable: OddsTable = {
  id: 'combat-bands',
  title: 'AV against TV: chance of each band by M',
  rules: ['7.1', '7.2', '7.3', '7.4'],
  note:
    'AV and TV are each a fixed sum plus 1d6. M is the fixed AV minus the fixed TV, and D = AV − TV after the dice. ' +
    'Each cell counts the 36 pairs of dice that land in the band.',
  corner: 'M',
  columns: BANDS.map((b) => b.label),
  rows: span(-6, 6).map((m) => {
    const d = opposedD6(m, 0);
    return { label: signedLabel(m), cells: BANDS.map((b) => chance(d.prob(b.test), 36)) };
  }),
};

export default [endTable, combatTable] satisfies OddsTable[];
