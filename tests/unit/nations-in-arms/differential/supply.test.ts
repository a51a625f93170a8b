// Differential test of the Nations in Arms supply checker (6.0-6.2) against a reference from the
// rulebook: which hexes block a line (6.2.1), which sources a major power's land units may use
// (6.2, 6.2.2 sea supply, 5.3.2 blockades, 13.3 defeated fortresses), links, 4-MP hops, besieged
// fortresses supplying only as many steps as their value, fleets and insurgents always supplied.
// Only the combinations the rule text settles are compared; the rest is swept for NaN and failures.
import { describe, expect, it } from 'vitest';
import { run } from '../../../../src/lib/calculator.ts';
import supply from '../../../../src/games/nations-in-arms/calculators/supply.ts';
import { hexBlocks } from '../../../../src/games/nations-in-arms/supply/blocks.ts';
import { checkSupply, LINKS, SOURCES, type SupplyAnswers } from '../../../../src/games/nations-in-arms/supply/check.ts';
import { refusesBadText, sweep } from '../../calc-edges.ts';

const B = [false, true];

describe('a hex on the line (6.2.1): every combination of the eight answers', () => {
  it('blocks when an enemy army\'s area of influence (not demoralized, not in a battle hex), contact area, a leader\'s main contact hex, enemy units, an unbesieged enemy fortress or forbidden terrain', () => {
    for (const zoi of B) for (const zoiDemoralized of B) for (const zoiBattle of B) for (const contact of B) for (const leaderContact of B) for (const enemyUnits of B) for (const enemyFortress of B) for (const forbidden of B) {
      const want = (zoi && !zoiDemoralized && !zoiBattle) || contact || leaderContact || enemyUnits || enemyFortress || forbidden;
      expect(hexBlocks({ zoi, zoiDemoralized, zoiBattle, contact, leaderContact, enemyUnits, enemyFortress, forbidden }).blocks).toBe(want);
    }
  });
});

const base: SupplyAnswers = { force: 'land', nation: 'major', shelter: 'no', level: 2, steps: 3, source: 'capital', seaOpen: true, blockaded: false, links: 'direct', hops: true, clear: true, mp: 'full' };

describe('a major power\'s land force in the open: every source, link, hop and clear-line answer', () => {
  it('in supply only with a source on the list, and a line of good links, 4-MP hops, no blocking hex', () => {
    const good: Record<string, (a: SupplyAnswers) => boolean> = {
      'national-fortress': () => true, capital: () => true, 'minor-capital-fort': () => true, 'minor-capital-open': () => false,
      'harbor-depot': (a) => a.seaOpen && !a.blockaded, 'besieged-fortress': () => false, 'defeated-fortress': () => false, none: () => false,
    };
    for (const source of SOURCES) {
      if (!(source in good)) continue;
      for (const links of LINKS) for (const hops of B) for (const clear of B) for (const seaOpen of B) for (const blockaded of B) for (const mp of ['full', 'no-rivers'] as const) {
        const a = { ...base, source, links, hops, clear, seaOpen, blockaded, mp };
        const want = good[source]!(a) && links !== 'bad' && hops && clear;
        expect(checkSupply(a).verdict, JSON.stringify(a)).toBe(want ? 'in' : 'out');
      }
    }
  });
  it('fleets and national insurgents are always in supply (6.1, 14.3)', () => {
    for (const force of ['fleet', 'insurgent'] as const) for (const source of SOURCES) for (const links of LINKS)
      expect(checkSupply({ ...base, force, source, links, hops: false, clear: false }).verdict).toBe('in');
  });
});

describe('besieged units (6.2): the fortress supplies as many steps as its value', () => {
  it('every value 1-3 and 1-99 steps, whatever the line', () => {
    for (let level = 1; level <= 3; level++) for (let steps = 1; steps <= 99; steps++) for (const source of ['capital', 'none'] as const) {
      const r = checkSupply({ ...base, shelter: 'besieged', level, steps, source });
      if (steps <= level) expect(r.verdict).toBe('in');
      else {
        expect(r.verdict, `${level} ${steps}`).toBe('part');
        expect([r.supplied, r.unsupplied]).toEqual([level, steps - level]);
      }
    }
  });
});

describe('supply calculator: every input at its edges', () => {
  it('the verdict shown is the checker\'s', () => {
    for (const source of SOURCES) for (const links of LINKS) for (const hops of B) for (const clear of B) {
      const out = run(supply, { check: 'force', force: 'land', nation: 'major', shelter: 'no', source, links, hops: String(hops), clear: String(clear) });
      expect(out.failure).toBeUndefined();
      expect(out.result, JSON.stringify(out.errors)).toBeTruthy();
    }
  });
  it('random in-domain inputs give a result and never NaN', () => sweep(supply, 600));
  it('text outside a field\'s domain is refused on that field', () => refusesBadText(supply));
});
