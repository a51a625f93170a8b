/**
 * The example-of-play walkthrough (content/metz-1870/rules/example-of-play.mdx):
 * it has a heading for every step of the research notes' §8.2 (C1-C21), and
 * every <CalcLink> in it runs cleanly and reproduces the key number the
 * example states for its step (firing SP, net shift, final column, Assault
 * Differential, modified TCR, Morale Hits, Break Test band, ...).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import fire from '../../../src/games/metz-1870/calculators/fire.ts';
import assault from '../../../src/games/metz-1870/calculators/assault.ts';
import morale from '../../../src/games/metz-1870/calculators/morale.ts';
import command from '../../../src/games/metz-1870/calculators/command.ts';
import charge from '../../../src/games/metz-1870/calculators/charge.ts';
import reactionFire from '../../../src/games/metz-1870/calculators/reaction-fire.ts';
import { run } from '../../../src/lib/calculator.ts';
import type { CalcResult, CalculatorDef } from '../../../src/lib/calculator.ts';

const FILE = join(import.meta.dirname, '../../../content/metz-1870/rules/example-of-play.mdx');
const src = readFileSync(FILE, 'utf8');
const CALCS: Record<string, CalculatorDef> = { fire, assault, morale, command, charge, 'reaction-fire': reactionFire };

/** The steps of the comprehensive example as the research notes (§8.2) number them. */
const STEPS = [
  'C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9', 'C10', 'C11a', 'C11b', 'C11c', 'C12', 'C13', 'C14', 'C15', 'C16',
  'C17a', 'C17b', 'C18', 'C19', 'C20a', 'C20b', 'C20c', 'C20d', 'C21',
];

/** What a link must show: a calculation step, a summary line, or a row of one of its tables. */
type Check =
  | { step: string; value: string | RegExp }
  | { summary: string; value: string }
  | { table: RegExp; row: string[]; emphasis?: boolean };
interface Expect {
  calc: string;
  checks: Check[];
}

const FIRING_SP = 'Firing SP (fractions dropped at the end)';
const fireAt = (sp: string, net: string, col: string, tcr?: string): Expect => ({
  calc: 'fire',
  checks: [
    { step: FIRING_SP, value: sp },
    { step: 'Net shift', value: net },
    { step: 'Final column', value: col },
    ...(tcr ? [{ step: 'Target’s modified TCR now', value: tcr }] : []),
  ],
});
/** A Morale Test: the modified TCR, and the emphasised white-die row (die, differential, hits, effect). */
const mt = (tcr: number, row: string[]): Expect => ({
  calc: 'morale',
  checks: [
    { step: 'Modified TCR now', value: new RegExp(`= ${tcr}$`) },
    { table: new RegExp(`^Morale Test against modified TCR ${tcr}$`), row, emphasis: true },
  ],
});
const plus = (e: Expect, ...more: Check[]): Expect => ({ ...e, checks: [...e.checks, ...more] });
const breakRow = (tcr: number, row: string[]): Check => ({ table: new RegExp(`^Break Test against modified TCR ${tcr}$`), row });

/**
 * Expected values from the research notes §8.2, per step, in the order the
 * links appear under that step's heading.
 */
const EXPECTED: Record<string, Expect[]> = {
  // OOC marker drawn → Cautious (one of 4 in a full pile of 13)
  C3: [{ calc: 'command', checks: [{ summary: 'Markers left in the pile', value: '13' }, { table: /^Out of Command markers: 1 drawn/, row: ['Cautious', '4', '4/13'] }] }],
  // Verge-Mit 4 SP, Extended → 2, 1▶ → col 3; white 5 vs TCR 8 → −3, no effect
  C6: [fireAt('2', '1▶', '3', '8'), mt(8, ['5', '-3', '0', 'no effect'])],
  // FoW roll 1 → Wayward French Unit
  C9: [{ calc: 'command', checks: [{ summary: 'Fortunes of War roll 1', value: 'Wayward French Unit' }, { table: /^Fortunes of War/, row: ['1', 'Wayward French Unit'], emphasis: true }] }],
  // OOC marker → Advance (the Cautious marker of C3 still out: 1 of 12)
  // … and the charge roll: 4 against TCR 7 succeeds (7 faces in 10); light cavalry 2 + 1 = 3 SP
  C11a: [
    { calc: 'command', checks: [{ summary: 'Markers left in the pile', value: '12' }, { table: /^Out of Command markers: 1 drawn/, row: ['Advance', '1', '1/12'] }] },
    {
      calc: 'charge',
      checks: [
        { summary: 'Chance of the Charge', value: '7/10' },
        { step: 'Die rolled: 4', value: 'success' },
        { step: 'SP in the assault (attacking)', value: '2, light charge +1 = 3' },
      ],
    },
  ],
  // 4 SP col 4; +1 +3 −2 = 2▶ → col 6-7; MT+1, white 4 → 5 vs TCR 7 → −2, pass
  C11b: [
    fireAt('4', '2▶', '6-7', '7'),
    mt(7, ['4', '-2', '0', 'no effect']),
    // the unit's first Defensive Fire: no ◀2; column 6-7, of which this step reveals one cell (red 4: MT+1)
    { calc: 'reaction-fire', checks: [{ summary: 'Repeat penalty', value: 'none' }, { summary: 'Column', value: '6-7' }, { summary: 'Cells of this column known', value: '1 of 10' }] },
  ],
  // 2 + 1 light charge = 3 vs 4 → AD −1; TCR ◀1 → col −2; roll 9 → D2
  C11c: [
    {
      calc: 'assault',
      checks: [
        { step: 'Lead hex SP', value: '3' },
        { step: 'Assault Differential', value: '-1' },
        { step: 'Net shift', value: '-1' },
        { step: 'Final ACRT column', value: '-2' },
        { summary: 'Roll 9', value: 'D2' },
      ],
    },
  ],
  // Corps/III 7 SP, +1 +1 −3 = ◀1 → col 5; MT+2, white 0 (10) → 12 vs 6 → +6, 2 MH → Disrupted
  C13: [fireAt('7', '◀1', '5', '6'), mt(6, ['10 (0)', '+6', '2', 'Disrupted'])],
  // Stulp/III col 6-7, +1 +1 −2 +1 = 1▶ → col 8-9
  C15: [fireAt('6', '1▶', '8-9')],
  // same shot, col 5; white 9 vs 4 → +5, 2 MH → 2 CH; Break Test vs 2, roll 2 = Uneasy, retreat 2
  C16: [
    fireAt('7', '◀1', '5', '4'),
    plus(mt(4, ['9', '+5', '2', 'Disrupted + 2 Casualty Hits']), breakRow(2, ['Uneasy Pass', '2', '1/10', 'retreat 2 hexes'])),
  ],
  // 2/Verge/II 4 SP, 1▶ → col 5; MT+2, white 6 → 8 vs 8 → 0, 1 MH → Shaken (the row shows white + 2 − TCR)
  // Opportunity Charge: 8 against TCR 7 fails, nothing happens
  C17a: [{ calc: 'charge', checks: [{ step: 'Die rolled: 8', value: 'failure' }, { summary: 'Outcome', value: 'no Opportunity Charge' }] }],
  C17b: [
    fireAt('4', '1▶', '5', '8'),
    mt(8, ['6', '0', '1', 'Shaken']),
    // BEATEN ZONE: a normal fire on column 5, three of whose cells the examples reveal
    { calc: 'reaction-fire', checks: [{ summary: 'Column', value: '5' }, { summary: 'Cells of this column known', value: '3 of 10' }] },
  ],
  // 8 SP Extended → 4, −2 +1 = ◀1 → col 3; white 4: TCR 6 → −2 pass; TCR 2 → +2 → Shaken
  C19: [fireAt('4', '◀1', '3', '6'), mt(6, ['4', '-2', '0', 'no effect']), mt(2, ['4', '+2', '1', 'Shaken'])],
  // Verge artillery 5 × 1.5 = 7.5 → 7, col 6-7, ◀3 → col 3
  C20a: [plus(fireAt('7', '◀3', '3'), { step: 'Canister Range: ×1.5, at least +1', value: '5 → 7.5' })],
  // Verge-Mit 4 SP col 4, +1 −3 = ◀2 → col 2
  C20b: [fireAt('4', '◀2', '2')],
  // 2/Verge/II 4 SP, +1 −3 +2 = 0 → col 4; MT+3, white 9 → 12 vs 8 → +4, 2 MH → Disrupted
  C20c: [fireAt('4', '0 (none)', '4', '8'), mt(8, ['9', '+4', '2', 'Disrupted'])],
  // Corps/II 3 − 1 = 2, canister → 3, ◀3 → col C; white 9 vs 6 → +3, 1 MH → 1 CH, flips to Battleworn
  C20d: [
    fireAt('3', '◀3', 'C', '6'),
    plus(mt(6, ['9', '+3', '1', 'Disrupted + 1 Casualty Hit']), { table: /^End states$/, row: ['Battleworn, Disrupted', '0', '1'] }),
  ],
  // 2 vs 4 + 1 = 5 → AD −3. As written: odds ◀2 → col −7 (off the known table);
  // as the example: no odds shift → col −5, roll 9 = A1/D1. Break Test vs 4, roll 2 = Normal Pass.
  C21: [
    {
      calc: 'assault',
      checks: [
        { step: 'Lead hex SP', value: '2' },
        { step: 'Defending hex SP', value: '5' },
        { step: 'Assault Differential', value: '-3' },
        { step: 'Final ACRT column', value: '-7' },
        { summary: 'Odds', value: '2:5 (-2)' },
      ],
    },
    {
      calc: 'assault',
      checks: [
        { step: 'Assault Differential', value: '-3' },
        { step: 'Net shift', value: '-2' },
        { step: 'Final ACRT column', value: '-5' },
        { summary: 'Roll 9', value: 'A1/D1' },
      ],
    },
    { calc: 'morale', checks: [{ step: 'Modified TCR now', value: /= 4$/ }, breakRow(4, ['Normal Pass', '1-3', '3/10', 'retreat 1 hex'])] },
  ],
};

/** The page cut into its step sections: id → text under the heading. */
function sections(text: string): Map<string, string> {
  const out = new Map<string, string>();
  const parts = text.split(/^## Step (C\d+[a-d]?): .*$/m);
  for (let i = 1; i < parts.length; i += 2) out.set(parts[i]!, parts[i + 1]!);
  return out;
}
const links = (text: string) =>
  [...text.matchAll(/<CalcLink\s+calc="([^"]+)"(?:\s+query="([^"]*)")?\s*>/g)].map((m) => ({ calc: m[1]!, query: m[2] ?? '' }));

function check(r: CalcResult, c: Check, where: string) {
  if ('step' in c) {
    const s = r.steps.find((x) => x.label === c.step);
    expect(s, `${where}: step "${c.step}"`).toBeDefined();
    if (c.value instanceof RegExp) expect(s!.value, `${where}: ${c.step}`).toMatch(c.value);
    else expect(s!.value, `${where}: ${c.step}`).toBe(c.value);
  } else if ('summary' in c) {
    const s = r.summary?.find((x) => x.label === c.summary);
    expect(s, `${where}: summary "${c.summary}"`).toBeDefined();
    expect(String(s!.value), `${where}: ${c.summary}`).toBe(c.value);
  } else {
    const t = r.tables.find((x) => c.table.test(x.title));
    expect(t, `${where}: table ${c.table}`).toBeDefined();
    const row = t!.rows.find((x) => c.row.every((cell, i) => String(x.cells[i]) === cell));
    expect(row, `${where}: row ${c.row.join(' | ')} in ${t!.title}`).toBeDefined();
    if (c.emphasis) expect(row!.emphasis, `${where}: row ${c.row.join(' | ')} is the one rolled`).toBe(true);
  }
}

describe('example-of-play.mdx', () => {
  const secs = sections(src);

  it('frontmatter, no <Rule> tags, no imports', () => {
    expect(src).toMatch(/^---\ntitle: "Example of play \(walkthrough\)"\norder: 20\nsummary: .+\n---\n/);
    expect(src).not.toMatch(/<Rule[\s>]/);
    expect(src).not.toMatch(/^import /m);
  });

  it('has a "## Step …" heading for every step of the notes, in order', () => {
    expect([...secs.keys()]).toEqual(STEPS);
  });

  it('every CalcLink sits under a step heading and has an expectation, in order', () => {
    const before = src.split(/^## Step /m)[0]!;
    expect(links(before)).toEqual([]);
    const withLinks = STEPS.filter((s) => links(secs.get(s)!).length > 0);
    expect(withLinks).toEqual(Object.keys(EXPECTED).sort((a, b) => STEPS.indexOf(a) - STEPS.indexOf(b)));
    for (const s of withLinks)
      expect(links(secs.get(s)!).map((l) => l.calc), s).toEqual(EXPECTED[s]!.map((e) => e.calc));
    expect(links(src).length).toBe(Object.values(EXPECTED).flat().length);
  });

  for (const id of STEPS)
    for (const [i, exp] of (EXPECTED[id] ?? []).entries())
      it(`${id}, link ${i + 1}: ${exp.calc} reproduces the example`, () => {
        const link = links(secs.get(id)!)[i]!;
        const def = CALCS[link.calc];
        expect(def, link.calc).toBeDefined();
        const params = new URLSearchParams(link.query);
        const keys = new Set(def!.fields.map((f) => f.key));
        expect([...params.keys()].filter((k) => !keys.has(k)), `${id}: unknown keys in ${link.query}`).toEqual([]);
        const out = run(def!, params);
        expect(out.errors, `${id}: ${link.query}`).toEqual({});
        expect(out.failure).toBeUndefined();
        expect(out.result).toBeDefined();
        for (const c of exp.checks) check(out.result!, c, `${id} ${link.calc}?${link.query}`);
      });
});
