/**
 * Build-time access to a game's content: chapters, the rule registry,
 * glossary and charts. Only Astro pages and components import this.
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { buildRegistry, compareRuleIds, extractRules, ruleLinkText, ruleUrl, type PublishedRule, type RuleEntry } from './rule-id.ts';
import { glossaryAbbreviations, labelAbbreviations, ruleBlocks, ruleLead } from './rule-reader.ts';
import type { Chart } from './schemas.ts';
import { buildBacklinks, calculatorCiters, stepCiters, type Backlinks } from './backlinks.ts';
import { getCalculators, getChecklist, getEventLabels, getSteps } from './game-modules.ts';

export type GameEntry = CollectionEntry<'games'>;
export type ChapterEntry = CollectionEntry<'rules'>;

export async function getGames(): Promise<GameEntry[]> {
  return (await getCollection('games')).sort((a, b) => a.data.order - b.data.order);
}

export async function getGame(slug: string): Promise<GameEntry> {
  const g = await getEntry('games', slug);
  if (!g) throw new Error(`Unknown game ${slug}`);
  return g;
}

export const chapterSlug = (e: ChapterEntry) => e.id.split('/')[1]!;
export const gameOf = (id: string) => id.split('/')[0]!;

export async function getChapters(game: string): Promise<ChapterEntry[]> {
  return (await getCollection('rules', (e) => gameOf(e.id) === game)).sort((a, b) => a.data.order - b.data.order);
}

const registryCache = new Map<string, Map<string, RuleEntry>>();

/** Rule id -> entry for one game, read from the <Rule> tags of its chapters. */
export async function getRegistry(game: string): Promise<Map<string, RuleEntry>> {
  const hit = registryCache.get(game);
  if (hit) return hit;
  const chapters = await getChapters(game);
  const reg = buildRegistry(chapters.flatMap((c) => extractRules(c.body ?? '', chapterSlug(c))));
  registryCache.set(game, reg);
  return reg;
}

const leadCache = new Map<string, Map<string, string>>();

/** Rule id -> the first sentence of its text (what a cross-reference popover shows). */
export async function getRuleLeads(game: string): Promise<Map<string, string>> {
  const hit = leadCache.get(game);
  if (hit) return hit;
  const reg = await getRegistry(game);
  const label = (id: string) => ruleLinkText(id, reg.get(id)?.title ?? id);
  const leads = new Map((await getChapters(game)).flatMap((c) => ruleBlocks(c.body ?? '').map((b) => [b.id, ruleLead(b.body, label, 160)] as const)));
  leadCache.set(game, leads);
  return leads;
}

const backlinkCache = new Map<string, Map<string, Backlinks>>();

/**
 * Rule id -> what points at it: other rules' cross-references, the checklist steps
 * (linked on the sequence-of-play page) and the calculators citing it. Built from the
 * same registry and sources the content tests check every id against.
 */
export async function getBacklinks(game: string): Promise<Map<string, Backlinks>> {
  const hit = backlinkCache.get(game);
  if (hit) return hit;
  const reg = await getRegistry(game);
  const g = await getGame(game);
  const mod = getChecklist(game);
  const steps = mod ? stepCiters(mod, getEventLabels(game), getSteps(game)) : [];
  const calcs = calculatorCiters(getCalculators(game, g.data.calculators));
  const map = buildBacklinks((await getChapters(game)).map((c) => c.body ?? ''), steps, calcs, reg.keys());
  backlinkCache.set(game, map);
  return map;
}

export async function getPublishedRules(game: string): Promise<PublishedRule[]> {
  const reg = await getRegistry(game);
  return [...reg.values()]
    .sort((a, b) => compareRuleIds(a.id, b.id))
    .map((r) => ({ id: r.id, title: r.title, url: ruleUrl(game, r.chapter, r.id), status: r.status }));
}

export async function getRuleUrlMap(game: string): Promise<Record<string, string>> {
  return Object.fromEntries((await getPublishedRules(game)).map((r) => [r.id, r.url]));
}

export async function getGlossary(game: string) {
  return (await getEntry('glossary', game))?.data.terms ?? [];
}

export async function getCharts(game: string) {
  return (await getCollection('charts', (e) => gameOf(e.id) === game)).sort((a, b) => a.data.order - b.data.order);
}

/**
 * The charts of each part of the printed player aid: part one the charts a turn needs, named by
 * `aidCharts` in game.yaml, in the charts' own order; part two all the others.
 */
export async function getAidCharts(g: GameEntry) {
  const all = await getCharts(g.id);
  const name = (c: (typeof all)[number]) => c.id.split('/')[1]!;
  const unknown = g.data.aidCharts.filter((id) => !all.some((c) => name(c) === id));
  if (unknown.length) throw new Error(`game.yaml of ${g.id} lists aidCharts that are not charts of the game: ${unknown.join(', ')}`);
  const turn = new Set(g.data.aidCharts);
  return { turn: all.filter((c) => turn.has(name(c))), more: all.filter((c) => !turn.has(name(c))) };
}

/** The glossary terms the column labels of some charts abbreviate (each gets one popover on the page). */
export async function chartHeaderTerms(game: string, charts: readonly Pick<Chart, 'columns'>[]): Promise<string[]> {
  const abbr = glossaryAbbreviations(await getGlossary(game));
  return [...new Set(charts.flatMap((c) => c.columns.flatMap((col) => labelAbbreviations(col.label, abbr).map((a) => a.term))))];
}

export async function getChart(game: string, id: string) {
  const c = await getEntry('charts', `${game}/${id}`);
  if (!c) throw new Error(`Unknown chart ${game}/${id}`);
  return c;
}
