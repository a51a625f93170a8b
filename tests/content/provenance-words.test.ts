/**
 * Words meant for us do not reach players' pages (issue 22): a page cites the
 * rulebook by rule, example and page, and says "not in the rulebook text we
 * have" where something is lost; it never talks of seeds, seed lines or a
 * scrape. Every file a game's pages are built from is checked: its content
 * folder (game.yaml, rules, glossary, charts, aliases) and its logic folder
 * (step words, calculator labels, notes and working).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LINES, NOTES, RESEARCH } from '../../scripts/check-words.mjs';

const root = join(import.meta.dirname, '../..');
const GAMES = ['death-ride', 'metz-1870', 'nations-in-arms'];
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
const INTERNAL = /\bseed|scrap(e|ed|ing)\b/i;

describe.each(GAMES)('%s: no word about our sources’ internals', (game) => {
  for (const dir of [`content/${game}`, `src/games/${game}`]) {
    it(dir, () => {
      const found = files(join(root, dir)).flatMap((f) =>
        readFileSync(f, 'utf8').split('\n').flatMap((line, i) => (INTERNAL.test(line) ? [`${relative(root, f)}:${i + 1}: ${line.trim()}`] : [])),
      );
      expect(found).toEqual([]);
    });
  }
});

/**
 * Nor do our own references: a line number of our text file of a rulebook ("line 1328") or a section
 * of our research notes ("notes §11.2"). A player's printed book has neither; a page names the moment
 * of an example by its units and hexes. Strings a game's logic writes at play (a report, a reading)
 * are not in the built HTML that check-words reads, so the files are checked here. Code comments,
 * which no player reads, may keep them.
 */
const COMMENT = /^\s*(\*|\/\/|\/\*)/;
const OUR_REFS = [new RegExp(LINES.source, 'i'), new RegExp(NOTES.source, 'i'), new RegExp(RESEARCH.source, 'i')];

describe.each(['1914-offensive', 'death-ride', 'metz-1870', 'nations-in-arms', 'on-to-paris'])('%s: no line number of our text, no section of our notes', (game) => {
  for (const dir of [`content/${game}`, `src/games/${game}`]) {
    it(dir, () => {
      const found = files(join(root, dir)).flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .flatMap((line, i) => (!COMMENT.test(line) && OUR_REFS.some((re) => re.test(line)) ? [`${relative(root, f)}:${i + 1}: ${line.trim()}`] : [])),
      );
      expect(found).toEqual([]);
    });
  }
});
