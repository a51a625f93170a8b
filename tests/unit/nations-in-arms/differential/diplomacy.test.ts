// Differential test of the Nations in Arms diplomacy calculator against a reference from the
// rulebook: minors (11.2.2-11.2.3: 2D6 + political bonus + bribes (at most +2) >= 12; -1 after
// another power's change this phase; on a Continental System ally +1 and -1 per French step), major
// powers (11.2.4: national modifier, -1/+1 for a prior war won/lost, money at most +2), breaking a
// mandatory alliance (13.3: +1 after the conqueror's major defeat, +1 per full year after the first),
// Spanish instability (14.4.1: -1 per full 2 allied steps, the year's target), Turkey (14.2: 4-6) and
// the mandatory peace (13.3: 2D6 turns, at least 6, counted from the turn after the defeat).
import { describe, expect, it } from 'vitest';
import { run } from '../../../../src/lib/calculator.ts';
import diplomacy from '../../../../src/games/nations-in-arms/calculators/diplomacy.ts';
import { majorDrm, minorDrm, spainDrm, spanishTarget, total, SPANISH_YEARS, type PriorWar } from '../../../../src/games/nations-in-arms/diplomacy/checks.ts';
import { refusesBadText, sweep } from '../../calc-edges.ts';

const B = [false, true];
/** rolls of 36 with 2D6 + drm >= target */
const wins = (drm: number, target: number) => { let w = 0; for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b + drm >= target) w++; return w; };
const reduced = (w: number, d = 36): string => { const g = (a: number, b: number): number => (b ? g(b, a % b) : a); const k = g(w, d) || 1; return `"n":"${w / k}","d":"${d / k}"`; };
const text = (q: Record<string, string>) => JSON.stringify(run(diplomacy, q).result, (_k, v) => (typeof v === 'bigint' ? String(v) : v));

describe('minor countries', () => {
  it('every political bonus, bribe, the -1 after a change, and the Continental System ally with 0-30 French steps', () => {
    for (let p = -5; p <= 5; p++) for (let br = 0; br <= 2; br++) for (const after of B) for (const cs of B) for (const fr of cs ? [0, 1, 2, 5, 30] : [0]) {
      const drm = p + br - +after + (cs ? 1 - fr : 0);
      expect(total(minorDrm({ political: p, bribes: br, afterChange: after, continentalAlly: cs, frenchSteps: fr })), JSON.stringify({ p, br, after, cs, fr })).toBe(drm);
      const w = wins(drm, 12);
      if (w > 0 && w < 36 && p % 2 === 0) expect(text({ kind: 'minor', political: String(p), bribes: String(br), after: String(after), cs: String(cs), french: String(fr) })).toContain(reduced(w));
    }
  });
  it('Sweden example: +2 bought, -1 for the alliance just concluded, 11 rolled: 12, success', () => {
    expect(total(minorDrm({ political: 0, bribes: 2, afterChange: true, continentalAlly: false, frenchSteps: 0 }))).toBe(1);
  });
});

describe('major powers and mandatory alliances', () => {
  it('every national modifier, prior war and money; alliances with a defeat and 0-20 full years', () => {
    for (let n = -5; n <= 5; n++) for (const war of ['none', 'won', 'lost'] as PriorWar[]) for (let m = 0; m <= 2; m++) {
      const base = n + (war === 'won' ? -1 : war === 'lost' ? 1 : 0) + m;
      expect(total(majorDrm({ national: n, priorWar: war, money: m }))).toBe(base);
      for (const defeat of B) for (let y = 0; y <= 20; y++) {
        const drm = base + +defeat + Math.max(0, y - 1);
        expect(total(majorDrm({ national: n, priorWar: war, money: m, conquerorDefeated: defeat, fullYears: y }))).toBe(drm);
        const w = wins(drm, 12);
        if (w > 0 && w < 36 && n === 0 && m === 1) expect(text({ kind: 'alliance', national: String(n), war, money: String(m), defeat: String(defeat), years: String(y) })).toContain(reduced(w));
      }
    }
  });
});

describe('Spanish instability (14.4.1)', () => {
  it('the year targets our source gives: none to 1804, 14, 13, 11, lost in 1808, 8 in 1809, then 7', () => {
    expect(SPANISH_YEARS.map(spanishTarget)).toEqual(['none', 14, 13, 11, undefined, 8, 7]);
  });
  it('-1 per full 2 allied steps, money at most +2; the example: 5 French steps, +2: 2D6 - 2 + 2', () => {
    expect(total(spainDrm({ alliedSteps: 5, money: 2 }))).toBe(0);
    for (let s = 0; s <= 40; s++) for (let m = 0; m <= 2; m++) {
      const drm = -Math.floor(s / 2) + m;
      expect(total(spainDrm({ alliedSteps: s, money: m }))).toBe(drm);
      for (const year of ['1805', '1806', '1807', '1809', 'later'] as const) {
        const w = wins(drm, spanishTarget(year) as number);
        if (w > 0 && w < 36) expect(text({ kind: 'spain', year, steps: String(s), subsidy: String(m) })).toContain(reduced(w));
      }
    }
  });
});

describe('mandatory peace (13.3)', () => {
  it('every season of defeat: each length over the 36 rolls and its last turn, stepping season by season', () => {
    const seasons = ['Spring', 'Summer', 'Autumn', 'Winter'];
    for (let s = 0; s < 4; s++) {
      const want = new Map<string, number>();
      for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) {
        const turns = a + b < 6 ? 6 : a + b;
        let at = s;
        let years = 0;
        for (let t = 0; t < turns; t++) { at++; if (at === 4) { at = 0; years++; } }
        const k = `${turns}|${seasons[at]}, ${years ? `${years} year${years > 1 ? 's' : ''} on` : 'same year'}`;
        want.set(k, (want.get(k) ?? 0) + 1);
      }
      const rows = run(diplomacy, { kind: 'peace', season: seasons[s]!.toLowerCase() }).result!.tables[0]!.rows;
      const got = new Map(rows.map((r) => { const f = r.cells[3] as unknown as { n: bigint; d: bigint }; return [`${r.cells[1]}|${r.cells[2]}`, Number((f.n * 36n) / f.d)]; }));
      expect(got).toEqual(want);
    }
  });
});

describe('diplomacy calculator: every input at its edges', () => {
  it('random in-domain inputs give a result and never NaN', () => sweep(diplomacy, 600));
  it('text outside a field\'s domain is refused on that field', () => refusesBadText(diplomacy));
});
