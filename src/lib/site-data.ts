/**
 * Build-time access to a game's content: chapters, the rule registry,
 * glossary and charts. Only Astro pages and components import this.
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { buildRegistry, compareRuleIds, extractRules, ruleUrl, type PublishedRule, type RuleEntry } from './rule-id.ts';

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

export async function getChart(game: string, id: string) {
  const c = await getEntry('charts', `${game}/${id}`);
  if (!c) throw new Error(`Unknown chart ${game}/${id}`);
  return c;
}
