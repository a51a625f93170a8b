/**
 * Metz 1870 Troop Cohesion Rating as modified (3.1.2): the morale marker, the
 * earthworks in the hex (16.2, 16.3) and Dusk or Dawn (18.1, 18.4). One
 * reading for the morale, fire, assault, charge and bivouac calculators.
 */
export type Marker = 'none' | 'shaken' | 'disrupted';
export type Works = 'none' | 'hasty' | 'entrenchment';

export interface TcrInput {
  /** TCR printed on the side the unit shows now */
  tcr: number;
  marker: Marker;
  works: Works;
  /** Dusk (18.1) and Dawn (18.4) turns: every TCR -1 */
  duskDawn: boolean;
}

/** What each morale marker does to the TCR (3.1.2); the one reading every calculator uses. */
export const MARKER_TCR: Record<Marker, number> = { none: 0, shaken: -1, disrupted: -2 };

/** The modifiers of 3.1.2 (and the Dusk/Dawn -1, as the overnight-turns chart gives it), as labelled terms. */
export function tcrTerms(i: TcrInput): { label: string; value: number; rule: string }[] {
  const t = [{ label: 'printed TCR', value: i.tcr, rule: '3.1.2' }];
  if (i.marker !== 'none') t.push({ label: i.marker === 'shaken' ? 'Shaken' : 'Disrupted', value: MARKER_TCR[i.marker], rule: '3.1.2' });
  if (i.works === 'hasty') t.push({ label: 'Hasty Works', value: 1, rule: '16.2' });
  if (i.works === 'entrenchment') t.push({ label: 'Entrenchments', value: 2, rule: '16.3' });
  if (i.duskDawn) t.push({ label: 'Dusk or Dawn', value: -1, rule: '18.1' });
  return t;
}

export const modifiedTcr = (i: TcrInput): number => tcrTerms(i).reduce((s, t) => s + t.value, 0);
