import type { APIRoute, GetStaticPaths } from 'astro';
import { getGames, getPublishedRules } from '../../lib/site-data.ts';

export const getStaticPaths: GetStaticPaths = async () => (await getGames()).map((g) => ({ params: { game: g.id } }));

export const GET: APIRoute = async ({ params }) =>
  new Response(JSON.stringify(await getPublishedRules(params.game!)), { headers: { 'Content-Type': 'application/json' } });
