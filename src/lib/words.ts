/**
 * Words as HTML. What a page says that does not change with the player's
 * inputs (a field's label, help, rule links and readings; a calculator's title
 * and summary; a fixed note) is rendered by the page on the server and reaches
 * the player as HTML. The game modules the islands load keep logic, and the
 * words that depend on the inputs.
 *
 * A module keeps such words beside the logic they describe, written as
 * `...(SERVER && { label: '…', help: '…' })`. `SERVER` is
 * `import.meta.env.SSR`, which the build replaces by a constant: true in the
 * server build and in tests, false in the browser's, where the minifier then
 * drops the words entirely. `tests/dist/words.test.ts` checks on the built
 * site that none of them reached the browser's scripts. Whole lines the logic says
 * (a note, an action, a checklist's counter) are written with phrases() below.
 */
export const SERVER: boolean = import.meta.env.SSR;

/** A word the server build must have: a page rendering words reads them through this. */
export function needWords<T>(v: T | undefined, what: string): T {
  if (v === undefined) throw new Error(`${what} has no words (words exist only in the server build)`);
  return v;
}

/**
 * Phrases: whole lines the logic says (a note, an action, a caption, a counter) that are the same for
 * every input, or differ only in named blanks ("{tcr}"). Here, in the module of words, so that a
 * calculator and a checklist say them alike and neither loads the other's engine. A module writes
 * them once,
 *   const SAY = phrases('metz-1870/fire', SERVER && { recovery: '…', morale: '… ({tcr} now) …' });
 * and says SAY.recovery, or fill(SAY.morale, { tcr }). The server build and the tests have them as
 * written; the browser's build has none (SERVER), and its SAY reads them from the page: a calculator
 * lists its sets (CalculatorWords.phrases), a checklist its own (ChecklistModule.phrases), and their
 * pages render each as JSON in #phrases-<id>, read when the module loads (after the page's HTML). A
 * page without them fails to load the module, never shows a blank; tests/dist/words.test.ts checks
 * that every calculator and checklist page carries its sets whole.
 */
const phraseSets = new Map<object, string>();
export function phrases<T extends Record<string, string>>(id: string, words: T | false): T {
  // the server build's branch; the browser's build drops it (import.meta.env.SSR is a constant there)
  if (import.meta.env.SSR && words) return phraseSets.set(words, id), words;
  const json = document.getElementById(`phrases-${id}`)?.textContent;
  if (!json) throw new Error(`this page lacks the words ${id}`);
  return JSON.parse(json) as T;
}

/** The id a set of phrases was written with (server only): the page's JSON carries it. */
export function phrasesId(words: object): string {
  const id = phraseSets.get(words);
  if (id === undefined) throw new Error('a set of phrases not made by phrases()');
  return id;
}

/** A phrase with its blanks filled: fill('{n} hexes', { n: 2 }). */
export const fill = (phrase: string, blanks: Record<string, string | number>): string =>
  phrase.replace(/\{(\w+)\}/g, (m, k: string) => (k in blanks ? String(blanks[k]) : m));

/**
 * A rule link's words inside an island, which gets each rule's url but not its title: a numbered id as
 * it is, an unnumbered one as its words. The test of rule-id.ts's ruleLinkText (a first digit), written
 * here since importing rule-id.ts would be a chunk of its own on every island page.
 */
export const ruleLinkWords = (id: string): string => (/^\d/.test(id) ? id : id.replace(/-/g, ' '));
