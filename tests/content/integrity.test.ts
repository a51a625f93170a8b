/**
 * Content integrity for every game: one registry of rule ids, and every
 * reference to a rule (pages, glossary, charts, checklist states, calculator
 * fields) points at a rule that exists. Schemas are the ones the site uses.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import { buildRegistry, extractRuleRefs, extractRules, type RuleEntry } from '../../src/lib/rule-id.ts';
import { aliasesSchema, chartSchema, chapterSchema, gameSchema, glossarySchema, searchWordsSchema } from '../../src/lib/schemas.ts';
import { citedRules, parseQuery, type CalculatorDef } from '../../src/lib/calculator.ts';
import type { ChecklistModule, StepTexts } from '../../src/lib/checklist.ts';

const root = join(import.meta.dirname, '../../content');
const games = readdirSync(root).filter((d) => existsSync(join(root, d, 'game.yaml')));
const yaml = (p: string) => load(readFileSync(p, 'utf8'));
const frontmatter = (src: string) => load(src.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '');

const calcModules = import.meta.glob<{ default: CalculatorDef }>('../../src/games/*/calculators/*.ts', { eager: true });
const checklistModules = import.meta.glob<{ default: ChecklistModule }>('../../src/games/*/checklist.ts', { eager: true });
const stepModules = import.meta.glob<{ default: StepTexts }>('../../src/games/*/steps.ts', { eager: true });

it('there is at least one game', () => expect(games.length).toBeGreaterThan(0));

it('search-words.yaml validates, and each entry stands for words some game uses', () => {
  const { words } = searchWordsSchema.parse(yaml(join(root, 'search-words.yaml')));
  const text = games
    .flatMap((g) => [
      ...readdirSync(join(root, g, 'rules')).map((f) => readFileSync(join(root, g, 'rules', f), 'utf8')),
      readFileSync(join(root, g, 'glossary.yaml'), 'utf8'),
    ])
    .join(' ');
  const unused = words.filter((w) => !w.means.some((m) => new RegExp(`\\b${m}`, 'i').test(text))).map((w) => w.means.join(', '));
  expect(unused).toEqual([]);
});

describe.each(games)('content of %s', (game) => {
  const dir = join(root, game);
  const chapters = readdirSync(join(dir, 'rules')).filter((f) => f.endsWith('.mdx'));
  const sources = Object.fromEntries(chapters.map((f) => [f, readFileSync(join(dir, 'rules', f), 'utf8')]));
  let registry: Map<string, RuleEntry>;

  it('game.yaml and chapter frontmatter match their schemas', () => {
    gameSchema.parse(yaml(join(dir, 'game.yaml')));
    for (const [f, src] of Object.entries(sources)) expect(() => chapterSchema.parse(frontmatter(src)), f).not.toThrow();
  });
  it('declares each rule id once, across all chapters', () => {
    registry = buildRegistry(chapters.flatMap((f) => extractRules(sources[f]!, f.replace(/\.mdx$/, ''))));
    expect(registry.size).toBeGreaterThan(0);
  });
  it('every <RuleRef> points at a declared rule', () => {
    const bad = Object.entries(sources).flatMap(([f, src]) => extractRuleRefs(src).filter((id) => !registry.has(id)).map((id) => `${f}: ${id}`));
    expect(bad).toEqual([]);
  });
  it('glossary entries validate, cite existing rules, and every <Term> exists', () => {
    const g = glossarySchema.parse(yaml(join(dir, 'glossary.yaml')));
    const ids = new Set(g.terms.map((t) => t.id));
    expect(ids.size).toBe(g.terms.length);
    expect(g.terms.flatMap((t) => t.rules).filter((r) => !registry.has(r))).toEqual([]);
    const terms = Object.values(sources).flatMap((s) => [...s.matchAll(/<Term\s+id="([^"]+)"/g)].map((m) => m[1]!));
    expect(terms.filter((t) => !ids.has(t))).toEqual([]);
  });
  it('aliases.yaml exists, validates, and every alias points at an existing rule or glossary term', () => {
    // every game ships its players' words for search (README: Adding a game)
    const a = aliasesSchema.parse(yaml(join(dir, 'aliases.yaml')));
    const terms = new Set(glossarySchema.parse(yaml(join(dir, 'glossary.yaml'))).terms.map((t) => t.id));
    const bad = a.aliases.flatMap((x) => [
      ...x.rules.filter((r) => !registry.has(r)).map((r) => `${x.words.join(', ')} -> rule ${r}`),
      ...x.terms.filter((t) => !terms.has(t)).map((t) => `${x.words.join(', ')} -> term ${t}`),
    ]);
    expect(bad).toEqual([]);
  });
  it('charts validate, cite existing rules, and every <Chart> exists', () => {
    const tdir = join(dir, 'tables');
    const files = existsSync(tdir) ? readdirSync(tdir).filter((f) => f.endsWith('.yaml')) : [];
    for (const f of files) {
      const c = chartSchema.parse(yaml(join(tdir, f)));
      expect(c.rules.filter((r) => !registry.has(r)), f).toEqual([]);
      const keys = new Set(c.columns.map((x) => x.key));
      for (const row of c.rows) expect(Object.keys(row).filter((k) => !keys.has(k)), f).toEqual([]);
    }
    const names = new Set(files.map((f) => f.replace(/\.yaml$/, '')));
    const used = Object.values(sources).flatMap((s) => [...s.matchAll(/<Chart\s+id="([^"]+)"/g)].map((m) => m[1]!));
    expect(used.filter((u) => !names.has(u))).toEqual([]);
  });
  it('calculators listed in game.yaml exist and cite existing rules', () => {
    const g = gameSchema.parse(yaml(join(dir, 'game.yaml')));
    for (const id of g.calculators) {
      const m = calcModules[`../../src/games/${game}/calculators/${id}.ts`];
      expect(m, `calculator ${id}`).toBeDefined();
      expect(m!.default.id).toBe(id);
      expect(citedRules(m!.default).filter((r) => !registry.has(r)), id).toEqual([]);
    }
  });
  it('every calculator module of the game is listed in game.yaml', () => {
    // the calculator island's lazy glob bundles every module in calculators/, listed or not,
    // so an unlisted one still shapes the shared chunks of the published pages
    const g = gameSchema.parse(yaml(join(dir, 'game.yaml')));
    const prefix = `../../src/games/${game}/calculators/`;
    const files = Object.keys(calcModules).filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length, -'.ts'.length));
    expect(files.filter((id) => !g.calculators.includes(id))).toEqual([]);
  });
  it('every <CalcLink> names a calculator of the game with inputs that parse', () => {
    const g = gameSchema.parse(yaml(join(dir, 'game.yaml')));
    const links = Object.entries(sources).flatMap(([f, src]) =>
      [...src.matchAll(/<CalcLink\s+calc="([^"]+)"(?:\s+query="([^"]*)")?/g)].map((m) => ({ f, calc: m[1]!, query: m[2] ?? '' })),
    );
    for (const l of links) {
      expect(g.calculators, `${l.f}: ${l.calc}`).toContain(l.calc);
      const def = calcModules[`../../src/games/${game}/calculators/${l.calc}.ts`]!.default;
      const params = new URLSearchParams(l.query);
      const keys = new Set(def.fields.map((x) => x.key));
      expect([...params.keys()].filter((k) => !keys.has(k)), `${l.f}: ${l.calc}?${l.query}`).toEqual([]);
      expect(parseQuery(def, params).errors, `${l.f}: ${l.calc}?${l.query}`).toEqual({});
    }
  });
  it('every checklist state cites existing rules', () => {
    const g = gameSchema.parse(yaml(join(dir, 'game.yaml')));
    const m = checklistModules[`../../src/games/${game}/checklist.ts`];
    // a published checklist needs its module; a module not yet published is still checked
    if (g.checklist) expect(m, 'checklist: true but no checklist.ts').toBeDefined();
    if (!m) return;
    const texts = stepModules[`../../src/games/${game}/steps.ts`]?.default;
    expect(texts, 'a checklist needs its steps.ts').toBeDefined();
    const cited: string[] = [];
    const missing: string[] = [];
    const walk = (node: { meta?: unknown; states?: Record<string, unknown> }) => {
      const meta = node.meta as { step?: string; roll?: { fields?: { rules?: string[] }[] } } | undefined;
      if (meta?.step && !texts![meta.step]) missing.push(meta.step);
      cited.push(...(meta?.step ? (texts![meta.step]?.rules ?? []) : []), ...(meta?.roll?.fields ?? []).flatMap((f) => f.rules ?? []));
      for (const c of Object.values(node.states ?? {})) walk(c as typeof node);
    };
    walk(m.default.machine.root as never);
    expect(missing, 'steps without words').toEqual([]);
    cited.push(...(m.default.options ?? []).flatMap((o) => o.rules ?? []));
    expect(cited.length).toBeGreaterThan(0);
    expect(cited.filter((r) => !registry.has(r))).toEqual([]);
    // a step's one-tap calculator links lead to published calculators
    const linked = Object.values(texts!).flatMap((t) => t.calcs ?? []);
    expect(linked.map((c) => c.id).filter((id) => !g.calculators.includes(id)), 'steps linking calculators the game does not publish').toEqual([]);
    // a preset link names fields of that calculator and values it accepts
    for (const c of linked.filter((l) => l.query !== undefined)) {
      const def = calcModules[`../../src/games/${game}/calculators/${c.id}.ts`]!.default;
      const params = new URLSearchParams(c.query);
      const keys = new Set(def.fields.map((x) => x.key));
      expect([...params.keys()].length, `${c.id}?${c.query}`).toBeGreaterThan(0);
      expect([...params.keys()].filter((k) => !keys.has(k)), `${c.id}?${c.query}`).toEqual([]);
      expect(parseQuery(def, params).errors, `${c.id}?${c.query}`).toEqual({});
    }
  });
});
