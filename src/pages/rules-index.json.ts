import type { APIRoute } from 'astro';
import { getGames, getPublishedRules } from '../lib/site-data.ts';

/** Every game's rule ids, for the jump box on the home page. */
export const GET: APIRoute = async () => {
  const games = await getGames();
  const out = await Promise.all(games.map(async (g) => ({ game: g.id, title: g.data.short, rules: await getPublishedRules(g.id) })));
  return new Response(JSON.stringify(out), { headers: { 'Content-Type': 'application/json' } });
};
