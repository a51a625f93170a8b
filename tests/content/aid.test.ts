// The printed player aid's part one gives the charts a turn needs, named per game in game.yaml
// (`aidCharts`, issue 20, section 7); every other chart goes to part two. The names must be charts of
// the game, each once, so no chart is silently missing from both parts.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';
import { gameSchema } from '../../src/lib/schemas.ts';

const root = join(import.meta.dirname, '../../content');
const games = readdirSync(root).filter((d) => existsSync(join(root, d, 'game.yaml')));

describe.each(games)('the player aid of %s', (game) => {
  it('names, in aidCharts, only charts of the game, each once', () => {
    const g = gameSchema.parse(load(readFileSync(join(root, game, 'game.yaml'), 'utf8')));
    const tables = join(root, game, 'tables');
    const charts = existsSync(tables) ? readdirSync(tables).filter((f) => f.endsWith('.yaml')).map((f) => f.replace(/\.yaml$/, '')) : [];
    expect(g.aidCharts.filter((c) => !charts.includes(c))).toEqual([]);
    expect(new Set(g.aidCharts).size).toBe(g.aidCharts.length);
    if (charts.length) expect(g.aidCharts.length, 'part one of the aid would print no chart').toBeGreaterThan(0);
  });
});
