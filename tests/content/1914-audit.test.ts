/**
 * Issue 22, text and checklist (1914, Offensive à outrance): statements the
 * outside audit found wrong or incomplete against the rulebook. Each test checks
 * one corrected fact, with the rule that supports it in its name.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import { run } from '../../src/lib/calculator.ts';
import combat from '../../src/games/1914-offensive/calculators/combat.ts';
import steps, { notes } from '../../src/games/1914-offensive/steps.ts';
import { chartSchema, type ChartCell } from '../../src/lib/schemas.ts';

const root = join(import.meta.dirname, '../../content/1914-offensive');
const read = (p: string) => readFileSync(join(root, p), 'utf8');
const flat = (s: string) => s.replace(/\s+/g, ' ');
/** The body of one <Rule id="…"> in a chapter, up to the next <Rule. */
function rule(file: string, id: string): string {
  const src = read(`rules/${file}`);
  const start = src.indexOf(`<Rule id="${id}"`);
  if (start < 0) throw new Error(`${file}: no rule ${id}`);
  const next = src.indexOf('<Rule id=', start + 10);
  return flat(src.slice(start, next < 0 ? undefined : next));
}
const term = (id: string): string => {
  const t = (load(read('glossary.yaml')) as { terms: { id: string; definition: string }[] }).terms.find((x) => x.id === id);
  if (!t) throw new Error(`no glossary term ${id}`);
  return flat(t.definition);
};
const chart = (id: string) => chartSchema.parse(load(read(`tables/${id}.yaml`)));
const cellText = (c: ChartCell | undefined) => (typeof c === 'object' && c !== null ? JSON.stringify(c) : String(c));

describe('27.2: Mulhausen is hexes 55.70 and 56.70 (rulebook p. 37)', () => {
  const page = rule('determining-victory.mdx', '27.2');
  it('names both hexes and no lost one', () => {
    expect(page).toMatch(/55\.70[^.]*56\.70/);
    expect(page).not.toMatch(/lost|one more hex/i);
  });
});

describe('9.9.5: a lone Asset with no back side records a CRT SR as a lost REPL; elimination (5.5) is for a CEL loss turned into an SR', () => {
  const page = rule('combat.mdx', '9.9.5');
  it('no longer eliminates an Asset for an SR it cannot absorb', () => {
    expect(page).not.toMatch(/eliminated instead/);
  });
  it('charges the REPL for the lone Asset and keeps elimination for the CEL reduction of 5.5', () => {
    expect(page).toMatch(/Asset[^.]*REPL/);
    expect(page).toMatch(/CEL[^.]*(eliminat)[^.]*5\.5|5\.5[^.]*CEL[^.]*eliminat/);
  });
});

describe('combat calculator: 26.2 binds Strategic Plan infantry to Intense when they attack, not when they defend', () => {
  const words = (q: Record<string, string>) => run(combat, { as: '6', ds: '3', ...q }, { charts: {} }).result!.notes!.join(' ');
  it('a defender declaring Intense is told about a lone Fortress, and of Strategic Plan infantry only that they declare it when attacking', () => {
    expect(words({ di: 'true' })).toMatch(/Fortress defending alone/);
    expect(words({ di: 'true' })).toMatch(/Strategic Plan[^.]*declare Intense when they attack[^.]*26\.2/);
    // both sides Intense: nothing left to say about the attacker's obligation
    expect(words({ ai: 'true', di: 'true' })).not.toMatch(/Strategic Plan/);
  });
});

describe('6.1.2: the CEL formula fits the statuses printed negative (6.1.4)', () => {
  const page = rule('effectiveness.mdx', '6.1.2');
  it('does not subtract a negative status', () => {
    expect(page).not.toMatch(/CEL = Base CE − CE Status\*\*/);
    expect(page).toMatch(/−2[^.]*CEL 8/);
  });
  it('the glossary says the same', () => {
    expect(term('cel')).not.toMatch(/^Base CE minus CE Status/);
  });
});

describe('glossary: Ammo and PA say what their rules say', () => {
  it('Ammo (9.4, 9.4.1): halves strength and AV; a friendly RR line within 5 hexes also provides it', () => {
    const d = term('ammo');
    expect(d).toMatch(/halve/i);
    expect(d).toMatch(/AV/);
    expect(d).not.toMatch(/reduced strength/);
    expect(d).toMatch(/(RR|railroad) line[^.]*5 hexes|5 hexes[^.]*(RR|railroad) line/i);
  });
  it('PA (7.3): infantry-type units only, so no cavalry; Two-Hex units cannot place one', () => {
    const d = term('pa');
    expect(d).toMatch(/infantry/i);
    expect(d).toMatch(/cavalry/i);
    expect(d).toMatch(/Two-Hex/);
  });
});

describe('Inter-Phase Chart: the Belgian (24.5) and RND (23.3) special RPs are one each', () => {
  const c = chart('inter-phase');
  it('the note no longer says their numbers are missing', () => {
    expect(flat(c.note ?? '')).not.toMatch(/without their numbers/);
  });
  it('the 2nd Inter-Phase gives one Belgian RP, from 24.5; the 6th names one RND RP from 23.3', () => {
    const be = c.rows[1]!['be-rp'];
    expect(typeof be === 'object' && 'value' in be ? [String(be.value), be.source] : be).toEqual(['1', expect.stringMatching(/24\.5/)]);
    expect(cellText(c.rows[5]!['al-rp'])).toMatch(/one special RP[^"]*23\.3/);
  });
});

describe('checklist words', () => {
  it('the Ammo Shortage note runs to every Inter-Phase from the 4th (15.8), with no last one', () => {
    expect(notes.ammoMarkers!.items.join(' ')).toMatch(/every Inter-Phase/);
  });
  it('the Belgian special RP is one RP (24.5)', () => {
    expect(notes.belgianRp!.items.join(' ')).toMatch(/\bone special RP/);
  });
  it('the Counter Movement step forbids deploying 42 cm and German 30.5 cm guns (13.1)', () => {
    const s = steps.counterMovement!;
    expect(s.todo.join(' ')).toMatch(/42 cm[^.]*German 30\.5 cm|German 30\.5 cm[^.]*42 cm/);
    expect(s.rules).toContain('13.1');
  });
});

describe('22.3: the GT on which the GDT rules end is lost; GT 18 is marked as our reading', () => {
  const src = flat(read('rules/french-special-rules.mdx'));
  it('says the end turn is read from the GT 18 rules', () => {
    expect(src).toMatch(/end on GT 18\.[^)]*not in the rulebook text we have[^)]*our reading/);
  });
});
