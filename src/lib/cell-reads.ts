/**
 * Which cells of the player's charts a calculation read: those it found entered (the link to share
 * carries them) and those it found missing (the calculator asks for exactly those, in place). The
 * chart logic reports each read of a player's cells (user-chart.ts cellState); run() in calculator.ts
 * collects them around one compute. Computes are synchronous, so one collector at a time is enough.
 */
export interface CellRead {
  chart: string;
  col: string;
  row: string;
  /** the player's entry; absent when the cell is not entered */
  value?: string;
}

let log: CellRead[] | null = null;

/** Called by the chart logic for each cell of a player's chart it reads (not for the source's own cells). */
export function noteRead(r: CellRead): void {
  if (log && !log.some((x) => x.chart === r.chart && x.col === r.col && x.row === r.row)) log.push(r);
}

/** The value of `f` and the player's cells it read, in the order it read them. */
export function readsOf<T>(f: () => T): { value: T; reads: CellRead[] } {
  const outer = log;
  log = [];
  try {
    const value = f();
    return { value, reads: log };
  } finally {
    log = outer;
  }
}
