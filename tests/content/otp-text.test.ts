/**
 * Issue 22 (On To Paris!): sentences an outside audit found looser than the
 * rulebook. Each test checks one corrected statement as text.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../content/on-to-paris/rules');
/** The body of one <Rule id="…"> in a chapter, up to the next <Rule, whitespace flattened. */
function rule(file: string, id: string): string {
  const src = readFileSync(join(root, file), 'utf8');
  const start = src.indexOf(`<Rule id="${id}"`);
  if (start < 0) throw new Error(`${file}: no rule ${id}`);
  const next = src.indexOf('<Rule id=', start + 10);
  return src.slice(start, next < 0 ? undefined : next).replace(/\s+/g, ' ');
}

describe('4.2 reads the Command Table Use box before the marker moves, as 8.6 does', () => {
  const page = rule('sequence.mdx', '4.2');
  it('no longer moves the marker and then checks', () => {
    expect(page).not.toMatch(/move the Command Table Use marker one box right and check/);
    expect(page).not.toMatch(/where the marker now stands/);
  });
  it('reads the current box first and moves the marker only when the phase goes on', () => {
    expect(page).toMatch(/first read the box the Command Table Use marker stands in/);
    expect(page).toMatch(/if not, the marker moves one box right/);
  });
  it("says that the rulebook's 4.2 reads otherwise and that the page follows 8.6", () => {
    expect(page).toMatch(/The rulebook's 4\.2 reads otherwise/);
    expect(page).toMatch(/follow 8\.6/);
  });
});

describe('8.1.1: who places the first RL marker', () => {
  const page = rule('command-initiative.mdx', '8.1.1');
  it("is the player who lost the Initiative in the previous turn's Action Phase, not its last Segment", () => {
    expect(page).not.toMatch(/last Segment/);
    expect(page).toMatch(/lost the Initiative in the previous turn's Action Phase/);
  });
});

describe('8.10: Discretionary CPs and the Out-of-Zone penalty', () => {
  const page = rule('command-initiative.mdx', '8.10');
  it('says Discretionary CPs never incur the penalty, not that they never pay it', () => {
    expect(page).not.toMatch(/Discretionary CPs never pay them/);
    expect(page).toMatch(/Discretionary total never incur the Out-of-Zone penalty/);
  });
});
