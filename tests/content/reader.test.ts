/**
 * The rule reader on the real content: "Referenced by" for known rules (checked by
 * hand against the MDX, steps.ts and the calculator definitions), every term and
 * rule a chapter mentions has what its popover shows, and every subtree the jump
 * box can ask for ("7.4." or a chapter number) lies on one chapter page, where the
 * subtree view marks it. That every popovertarget of the built pages names a popover
 * of its page is checked on the build by scripts/check-links.mjs (npm run test:links).
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import { buildRegistry, extractRules, isNumberedId } from '../../src/lib/rule-id.ts';
import { buildBacklinks, calculatorCiters, stepCiters } from '../../src/lib/backlinks.ts';
import { inSubtree, refIds, ruleBlocks, ruleLead, termIds } from '../../src/lib/rule-reader.ts';
import { gameSchema, glossarySchema } from '../../src/lib/schemas.ts';
import type { CalculatorDef } from '../../src/lib/calculator.ts';
import type { ChecklistModule, EventLabels, StepTexts } from '../../src/lib/checklist.ts';

const root = join(import.meta.dirname, '../../content');
const games = readdirSync(root).filter((d) => existsSync(join(root, d, 'game.yaml')));
const calcModules = import.meta.glob<{ default: CalculatorDef }>('../../src/games/*/calculators/*.ts', { eager: true });
const checklistModules = import.meta.glob<{ default: ChecklistModule }>('../../src/games/*/checklist.ts', { eager: true });
const stepModules = import.meta.glob<{ default: StepTexts; events: EventLabels }>('../../src/games/*/steps.ts', { eager: true });

function load1(game: string) {
  const dir = join(root, game, 'rules');
  const chapters = readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .map((f) => ({ slug: f.replace(/\.mdx$/, ''), mdx: readFileSync(join(dir, f), 'utf8') }));
  const registry = buildRegistry(chapters.flatMap((c) => extractRules(c.mdx, c.slug)));
  const g = gameSchema.parse(load(readFileSync(join(root, game, 'game.yaml'), 'utf8')));
  const steps = stepModules[`../../src/games/${game}/steps.ts`];
  const citers = stepCiters(checklistModules[`../../src/games/${game}/checklist.ts`]?.default, steps?.events ?? {}, steps?.default ?? {});
  const calcs = calculatorCiters(g.calculators.map((id) => calcModules[`../../src/games/${game}/calculators/${id}.ts`]!.default));
  const back = buildBacklinks(
    chapters.map((c) => c.mdx),
    citers,
    calcs,
    registry.keys(),
  );
  return { chapters, registry, back };
}

describe('"Referenced by", checked by hand', () => {
  const dr = load1('death-ride');
  it('Death Ride 7.7 (casualty points): two rules and two calculators point at it', () => {
    // combat.mdx: combat-eligibility ("absorbed as in 7.7") and the absent-note of 7.1; the absorption
    // calculator cites 7.7, the combat calculator's casualty fields cite it (combat/fields.ts); no step does
    expect(dr.back.get('7.7')).toEqual({
      rules: ['7.1', 'combat-eligibility'],
      steps: [],
      calculators: [
        { id: 'combat', title: 'Combat odds' },
        { id: 'absorption', title: 'Absorbing casualty points' },
      ],
    });
  });
  it('Death Ride combat eligibility: rule 2.3.2, the German impulse step, the combat calculator', () => {
    expect(dr.back.get('combat-eligibility')).toEqual({
      rules: ['2.3.2'],
      steps: [{ id: 's-germanImpulse', title: 'German impulse' }],
      calculators: [{ id: 'combat', title: 'Combat odds' }],
    });
  });
  it('Metz 8.1 (fire eligibility): cited from three chapters, by 3.2, 8.0 and 11.4', () => {
    // components.mdx (3.2, the unit-types table), fire.mdx (8.0, step 1), movement.mdx (11.4)
    const metz = load1('metz-1870');
    expect(metz.back.get('8.1')!.rules).toEqual(['3.2', '8.0', '11.4']);
  });
});

describe.each(games)('the rule reader on %s', (game) => {
  const { chapters, registry, back } = load1(game);
  const glossary = new Set(glossarySchema.parse(load(readFileSync(join(root, game, 'glossary.yaml'), 'utf8'))).terms.map((t) => t.id));

  it('every term and rule a chapter mentions is one its popover can show', () => {
    for (const c of chapters) {
      expect(termIds(c.mdx).filter((t) => !glossary.has(t)), c.slug).toEqual([]);
      expect(refIds(c.mdx).filter((r) => !registry.has(r)), c.slug).toEqual([]);
    }
  });
  it('every rule block is read, and a rule with text of its own has a lead sentence', () => {
    const blocks = chapters.flatMap((c) => ruleBlocks(c.mdx));
    expect(blocks.map((b) => b.id).sort()).toEqual([...registry.keys()].sort());
    // prose: a line of words outside notes, tables, charts and calculator links
    const prose = (body: string) =>
      body
        .replace(/<Note\b[\s\S]*?<\/Note>/g, '')
        .split('\n')
        .some((l) => /[A-Za-z]/.test(l) && !/^\s*(\||<\/?div|<Chart|<CalcLink|<\/CalcLink)/.test(l));
    const empty = blocks.filter((b) => prose(b.body) && !ruleLead(b.body));
    expect(empty.map((b) => b.id)).toEqual([]);
    for (const b of blocks) expect(ruleLead(b.body).length, b.id).toBeLessThanOrEqual(201);
  });
  it('"Referenced by" has an entry for every rule and names only rules of the registry', () => {
    expect(back.size).toBe(registry.size);
    for (const [id, b] of back) expect(b.rules.filter((r) => !registry.has(r) || r === id), id).toEqual([]);
  });
  it('every subtree the jump can ask for lies in one chapter (the subtree view marks it on that page)', () => {
    const ids = [...registry.keys()].filter(isNumberedId);
    const roots = [...ids, ...new Set(ids.map((i) => i.split('.')[0]!))];
    const split = roots.filter((r) => new Set(ids.filter((i) => inSubtree(r, i)).map((i) => registry.get(i)!.chapter)).size > 1);
    expect(split).toEqual([]);
  });
});
