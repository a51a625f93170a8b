// Differential test of the Nations in Arms Spring events draw (11.1): France 2, +1 each for
// Flanders, Northern Italy, the Rhine Confederacy with Bavaria (5 at most), -1 with a Spanish War of
// Liberation; Britain 2, -1 per penalty, with errata M1's two readings. Every combination.
import { describe, expect, it } from 'vitest';
import { run } from '../../../../src/lib/calculator.ts';
import events from '../../../../src/games/nations-in-arms/calculators/events.ts';
import { britainCards, franceCards } from '../../../../src/games/nations-in-arms/events/draws.ts';
import { refusesBadText, sweep } from '../../calc-edges.ts';

const B = [false, true];
describe('events draw: every combination of the seven conditions and both readings', () => {
  it('France', () => {
    for (const flanders of B) for (const italy of B) for (const rhine of B) for (const spainWar of B)
      expect(franceCards({ flanders, italy, rhine, spainWar })).toBe(Math.min(5, 2 + +flanders + +italy + +rhine) - +spainWar);
  });
  it('Britain, and both through the calculator', () => {
    for (const fleets of B) for (const invaded of B) for (const continental of B) for (const reading of ['three', 'two'] as const) {
      const pen = reading === 'three' ? +fleets + +invaded + +continental : +(fleets || invaded) + +continental;
      const r = britainCards({ fleets, invaded, continental }, reading);
      expect(r.penalties).toBe(pen);
      expect(r.cards).toBe(Math.max(0, 2 - pen));
      expect(r.belowZero).toBe(2 - pen < 0);
      const out = run(events, { fleets: String(fleets), invaded: String(invaded), continental: String(continental), reading });
      expect(out.failure).toBeUndefined();
      const s = out.result!.summary!.find((x) => /Britain/.test(x.label));
      expect(String(s?.value), JSON.stringify(out.result!.summary)).toMatch(new RegExp(`^${Math.max(0, 2 - pen)}\\b`));
    }
  });
});

describe('events calculator: every input at its edges', () => {
  it('random in-domain inputs give a result and never NaN', () => sweep(events, 300));
  it('text outside a field\'s domain is refused on that field', () => refusesBadText(events));
});
