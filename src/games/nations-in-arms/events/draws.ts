/**
 * Nations in Arms, the Spring events draw (11.1): how many cards France and
 * Britain draw. Britain's penalties are run together in our source (errata
 * M1): the fleets and the invasion may be one penalty or two, so the count is
 * given under a reading.
 */
export interface FranceDraw {
  flanders: boolean;
  /** controls or is allied to all of Lombardy, Venezia, Romagne, Tuscany, Piedmont and Genoa */
  italy: boolean;
  /** the Rhine Confederacy and the Kingdom of Bavaria both exist */
  rhine: boolean;
  /** Spain has a War of Liberation */
  spainWar: boolean;
}
export interface BritainDraw {
  /** some other major power owns more fleets than Britain */
  fleets: boolean;
  /** enemy forces on British national territory at the start of Spring */
  invaded: boolean;
  continental: boolean;
}
/** 'three': each listed item costs a card; 'two': more fleets or an invasion cost one card between them (errata M1). */
export type BritainReading = 'three' | 'two';

export const BASE = 2;
export const FRANCE_MAX = 5;

/** France: 2, +1 for each condition (at most 5), -1 while Spain has a War of Liberation. */
export function franceCards(f: FranceDraw): number {
  const up = [f.flanders, f.italy, f.rhine].filter(Boolean).length;
  return Math.min(FRANCE_MAX, BASE + up) - (f.spainWar ? 1 : 0);
}

/** Britain's penalties under a reading. */
export function britainPenalties(b: BritainDraw, reading: BritainReading): number {
  const first = reading === 'three' ? Number(b.fleets) + Number(b.invaded) : Number(b.fleets || b.invaded);
  return first + Number(b.continental);
}

/** Britain: 2 less the penalties; a count below nothing is read as no card (the rulebook does not say). */
export function britainCards(b: BritainDraw, reading: BritainReading): { cards: number; penalties: number; belowZero: boolean } {
  const penalties = britainPenalties(b, reading);
  return { cards: Math.max(0, BASE - penalties), penalties, belowZero: BASE - penalties < 0 };
}
