import { test, expect } from '../fixtures';

test('rules.json of every game: each entry resolves to an element with its anchor', async ({ request }) => {
  const games: { game: string }[] = await (await request.get('/rules-index.json')).json();
  expect(games.length, 'games in rules-index.json').toBeGreaterThanOrEqual(2);
  for (const { game } of games) {
    const rules: { id: string; title: string; url: string }[] = await (await request.get(`/${game}/rules.json`)).json();
    expect(Array.isArray(rules), `${game}: rules.json is not a list`).toBe(true);
    expect(rules.length, `${game}: rules.json entries`).toBeGreaterThanOrEqual(25);
    const pages = new Map<string, string>();
    for (const r of rules) {
      expect([typeof r.id, typeof r.title, typeof r.url], `bad entry ${JSON.stringify(r)}`).toEqual(['string', 'string', 'string']);
      const [path, hash] = r.url.split('#');
      expect(hash, `url of ${r.id}`).toBe(`r-${r.id.replace(/\./g, '-')}`);
      if (!pages.has(path!)) pages.set(path!, await (await request.get(path!)).text());
      expect(pages.get(path!), `${r.url} does not resolve`).toContain(`id="${hash}"`);
    }
  }
});
