/**
 * The cells form's own lines (CellsForm.tsx): the same on every calculator page that reads a chart of the
 * player's, so those pages carry them as JSON (phrases(), lib/words.ts) and the form's script holds none.
 * A module of its own: only the form's chunk reads them, and only pages with such charts carry them.
 */
import { phrases, SERVER } from '../lib/words.ts';

export const CELLS_UI = phrases('cells-form', SERVER && {
  heading: 'From your card: {cells} this result needs',
  intro: 'Our source lacks these tables: type the boxes from your printed card. Kept in this browser with your chart; the result follows at once.',
  legend: '{title}: column {column}',
  writeOneOf: 'Write each as one of {codes}.',
  writeAs: 'Write each as {hint}.',
  notOneOf: 'Not a result of this table: write it as one of {codes}.',
  notAs: 'Not a result of this table: write it as {hint}.',
  noStorage: 'This browser keeps nothing (private mode or full storage): the cells cannot be saved here.',
  typeOne: 'Type at least one cell.',
  use: 'Use these cells',
});
