/**
 * Nations in Arms: what is the rulebook's and what is our derivation must be
 * told apart on the page (issue 22). A value we worked out is marked
 * "inferred, not stated here", as 14.4.1 marks the subsidy rate; a caveat on
 * a table row sits in the row itself, where a player reads the number.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../content/nations-in-arms/rules');
const flat = (s: string) => s.replace(/\s+/g, ' ');
/** The body of one <Rule id="…"> in a chapter, up to the next <Rule. */
function rule(file: string, id: string): string {
  const src = readFileSync(join(root, file), 'utf8');
  const start = src.indexOf(`<Rule id="${id}"`);
  if (start < 0) throw new Error(`${file}: no rule ${id}`);
  const next = src.indexOf('<Rule id=', start + 10);
  return flat(src.slice(start, next < 0 ? undefined : next));
}

describe('Nations in Arms 10.8: the fleets’ movement factor of 8 is our arithmetic', () => {
  const page = rule('naval-warfare.mdx', '10.8');
  it('says the 8 is inferred, as 14.4.1 marks its subsidy rate', () => {
    expect(page).toMatch(/movement factor[^.]*8[^.]*\(inferred, not stated here\)/);
    expect(rule('special-rules.mdx', '14.4.1')).toMatch(/inferred, not stated here/);
  });
});

describe('Nations in Arms 11.1: Britain’s row carries its own caveat', () => {
  const page = rule('diplomacy-and-events-phase.mdx', '11.1');
  const row = page.split('|').map((c) => c.trim());
  const britain = row[row.indexOf('Britain') + 1]!;
  it('no longer states a flat −1 for each of three items', () => expect(britain).not.toMatch(/−1 each/));
  it('says the fleets and the invasion may be one penalty, two or three in all', () => {
    expect(britain).toMatch(/−1\*\* for each of these, two or three in all/);
    expect(britain).toMatch(/more fleets than Britain \*\*or\*\* enemy forces/);
    expect(britain).toMatch(/one item or two: the rulebook text we have runs them together/);
  });
});
