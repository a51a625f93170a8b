/** The Nations in Arms rules whose force depends on the season and year (notes 3.4); their words are fixed notes in steps.ts. */
import type { Dated } from '../../../lib/dated.ts';
import { turnIndex } from './context.ts';

const spring = (y: number) => turnIndex(y, 0);
const year = (y: number, steps: string[]): Dated => ({ note: '', from: spring(y), to: spring(y) + 3, steps });
const DIPLOMACY = ['diplomacy'];

export const DATED: readonly Dated[] = [
  { ...year(1794, ['budget']), note: 'reform1794' },
  { ...year(1797, ['budget']), note: 'reform1797' },
  { ...year(1800, ['budget']), note: 'reform1800' },
  { ...year(1813, ['budget']), note: 'reform1813' },
  { note: 'conscripts', from: spring(1808), steps: ['budget'] },
  // even years (1792 is one): every eighth season from Spring 1792
  { note: 'antwerp', from: spring(1792), every: 8, steps: ['budget'] },
  { note: 'swamps', from: spring(1798), steps: ['move'] },
  { note: 'spainNone', to: spring(1804) + 3, steps: DIPLOMACY },
  { ...year(1805, DIPLOMACY), note: 'spain1805' },
  { ...year(1806, DIPLOMACY), note: 'spain1806' },
  { ...year(1807, DIPLOMACY), note: 'spain1807' },
  { ...year(1808, DIPLOMACY), note: 'spain1808' },
  { ...year(1809, DIPLOMACY), note: 'spain1809' },
  { note: 'spainLater', from: spring(1810), steps: DIPLOMACY },
  { note: 'turkSuccession', from: spring(1807), to: spring(1807), steps: DIPLOMACY },
  { note: 'turkSuccession', from: turnIndex(1808, 1), to: turnIndex(1808, 1), steps: DIPLOMACY },
  { note: 'turkRoll', from: turnIndex(1807, 1), to: turnIndex(1807, 1), steps: DIPLOMACY },
  { note: 'turkRoll', from: turnIndex(1808, 2), to: turnIndex(1808, 2), steps: DIPLOMACY },
  { note: 'bernadotte', from: turnIndex(1810, 1), to: turnIndex(1810, 1), steps: ['victory'] },
  { note: 'finalCheck', from: turnIndex(1814, 2), to: turnIndex(1814, 3), steps: ['victory'] },
];
