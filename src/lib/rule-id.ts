/**
 * Rule ids: one vocabulary per game, shared by rules pages, rules.json, the
 * cross-reference component, checklist states and calculator modifiers.
 *
 * A numbered rule has a dotted id ("7.4", "7.1.2", "14.0"). Blocks of a
 * player aid card that carry no number use a short slug id ("movement-costs").
 * Every rule is rendered with the HTML id `r-` + the id with dots as hyphens.
 */

export interface RuleEntry {
  id: string;
  title: string;
  /** chapter slug (the MDX file name without extension) */
  chapter: string;
  /**
   * how much of the rule our source holds: full text, a card summary, only cited
   * by number, or absent (a numbered rule of a part of the book our source lacks)
   */
  status: 'full' | 'card' | 'cited' | 'absent';
  /** an OPTIONAL rule of the game (set only when true) */
  optional?: true;
  /** a number the source did not print, inferred from cross-references (set only when true) */
  inferred?: true;
}

export interface PublishedRule {
  id: string;
  title: string;
  url: string;
  status: RuleEntry['status'];
}

const NUMBERED = /^\d+(\.\d+)*[a-z]?$/;
const SLUG = /^[a-z][a-z0-9-]*$/;

export function isNumberedId(id: string): boolean {
  return NUMBERED.test(id);
}

/** How a link to a rule reads: its number when it has one, else its title. */
export const ruleLinkText = (id: string, title: string): string => (isNumberedId(id) ? id : title);

/** A rule named in full: "7.4 Assault", or the title alone for an unnumbered entry. */
export const ruleFullName = (id: string, title: string): string => (isNumberedId(id) ? `${id} ${title}` : title);

export function isValidRuleId(id: string): boolean {
  return NUMBERED.test(id) || SLUG.test(id);
}

/** "7.4" -> "r-7-4"; "movement-costs" -> "r-movement-costs". */
export function ruleAnchor(id: string): string {
  if (!isValidRuleId(id)) throw new Error(`Invalid rule id "${id}"`);
  return `r-${id.replace(/\./g, '-')}`;
}

export function ruleUrl(game: string, chapter: string, id: string): string {
  return `/${game}/rules/${chapter}/#${ruleAnchor(id)}`;
}

/** Heading level for a rule: "7.0"/"7" -> 2, "7.4" -> 3, "7.1.2" -> 4 (max 5). */
export function ruleDepth(id: string): number {
  if (!isNumberedId(id)) return 2;
  const parts = id.split('.');
  if (parts.length === 1 || (parts.length === 2 && parts[1] === '0')) return 2;
  return Math.min(5, parts.length + 1);
}

/** Natural ordering of rule ids: 2.3 < 2.3.2 < 2.10; slugs after numbers. */
export function compareRuleIds(a: string, b: string): number {
  const na = isNumberedId(a);
  const nb = isNumberedId(b);
  if (na !== nb) return na ? -1 : 1;
  if (!na) return a.localeCompare(b);
  const pa = a.split('.');
  const pb = b.split('.');
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i];
    const y = pb[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const dx = parseInt(x, 10) - parseInt(y, 10);
    if (dx !== 0) return dx;
    if (x !== y) return x.localeCompare(y);
  }
  return 0;
}

const RULE_TAG = /<Rule\s+([^>]*?)\/?>/g;
/** name="value", or a bare boolean attribute (`optional`, `inferred`) */
const ATTR = /(\w+)(?:="([^"]*)")?/g;
const STATUSES: readonly RuleEntry['status'][] = ['full', 'card', 'cited', 'absent'];
const FLAGS = ['optional', 'inferred'] as const;

/**
 * Reads the rules an MDX chapter declares. Every rule is written as
 * `<Rule id="7.1" title="Bombardment" status="card">` on its own line; this
 * is the only place rule ids are declared, so the registry cannot drift from
 * the pages.
 */
export function extractRules(mdx: string, chapter: string): RuleEntry[] {
  const out: RuleEntry[] = [];
  for (const m of mdx.matchAll(RULE_TAG)) {
    const attrs: Record<string, string | true> = {};
    // each match consumes a whole name="value", so words inside a title never read as bare attributes
    for (const a of (m[1] ?? '').matchAll(ATTR)) attrs[a[1]!] = a[2] ?? true;
    const { id, title } = attrs;
    if (typeof id !== 'string' || typeof title !== 'string' || !id || !title) throw new Error(`<Rule> without id or title in chapter ${chapter}: ${m[0]}`);
    if (!isValidRuleId(id)) throw new Error(`Invalid rule id "${id}" in chapter ${chapter}`);
    const status = (attrs.status ?? 'full') as RuleEntry['status'];
    if (!STATUSES.includes(status)) throw new Error(`Bad status "${String(status)}" on rule ${id}`);
    const entry: RuleEntry = { id, title, chapter, status };
    for (const [k, v] of Object.entries(attrs)) {
      const flag = (FLAGS as readonly string[]).includes(k);
      if (v === true && !flag) throw new Error(`Unknown bare attribute "${k}" on rule ${id}`);
      if (flag && v !== true) throw new Error(`"${k}" on rule ${id} is a bare attribute: write it without a value`);
      if (flag) entry[k as (typeof FLAGS)[number]] = true;
    }
    out.push(entry);
  }
  return out;
}

/** Builds the id -> entry map, failing on duplicates. */
export function buildRegistry(entries: RuleEntry[]): Map<string, RuleEntry> {
  const map = new Map<string, RuleEntry>();
  for (const e of entries) {
    const prev = map.get(e.id);
    if (prev) throw new Error(`Duplicate rule id ${e.id} (chapters ${prev.chapter} and ${e.chapter})`);
    map.set(e.id, e);
  }
  return map;
}

/** All `<RuleRef id="..."/>` targets used in an MDX source. */
export function extractRuleRefs(mdx: string): string[] {
  return [...mdx.matchAll(/<RuleRef\s+[^>]*?id="([^"]+)"/g)].map((m) => m[1]!);
}

/**
 * Parses what a player types in the jump box: "7.4", "7,4", "7 4", "r7.4",
 * "R 7.4", "rule 7.4", "§7.4", "7.4 assault". Returns the rule id candidates
 * to try in order (exact first, then "7" -> "7.0"), or null when the text does
 * not start with a rule number.
 */
export function parseRuleQuery(q: string): string[] | null {
  // a prefix (§, r, rule, rules, r.), then numbers joined by ".", "," or spaces, then an end or words
  const m = q
    .trim()
    .toLowerCase()
    .match(/^(?:§+|rules?|r)?\.?\s*(\d+(?:(?:[.,]|\s+)\d+)*[a-z]?)\.?(?=[\s:;,)]|$)/);
  if (!m) return null;
  const id = m[1]!.replace(/[.,]|\s+/g, '.');
  const cands = [id];
  if (!id.includes('.')) cands.push(`${id}.0`);
  if (id.endsWith('.0') && id.split('.').length === 2) cands.push(id.slice(0, -2));
  return cands;
}

/** The chapter number a query names on its own ("7", "7.0"), else undefined. */
function chapterOf(cands: string[]): string | undefined {
  const m = /^(\d+)(?:\.0)?$/.exec(cands[0]!);
  return m?.[1];
}

/**
 * Resolve a typed query against a published rules list: the rule itself, else
 * for a chapter number ("7" where the card has 7.1-7.4 and no 7.0) the first
 * rule of that chapter. undefined: not a rule number (search for the words);
 * null: a number this game does not have.
 */
export function resolveRuleQuery(q: string, rules: PublishedRule[]): PublishedRule | null | undefined {
  const cands = parseRuleQuery(q);
  if (!cands) return undefined; // not a rule number: fall back to text search
  for (const c of cands) {
    const hit = rules.find((r) => r.id === c);
    if (hit) return hit;
  }
  const chapter = chapterOf(cands);
  if (chapter !== undefined) {
    const inChapter = rules.filter((r) => r.id.startsWith(`${chapter}.`) && isNumberedId(r.id));
    if (inChapter.length) return inChapter.sort((a, b) => compareRuleIds(a.id, b.id))[0]!;
  }
  return null; // a number, but unknown in this game
}

/**
 * The rule-number jump: does the query ask for a rule with all its sub-rules?
 * "7.4." (a trailing dot) or a chapter number on its own ("7", "7.0", "§7") does;
 * "7.4" does not. Returns the subtree's root id ("7.4", or "7" for a chapter), else undefined.
 * `cands` are parseRuleQuery's candidates for the same query.
 */
export function subtreeRoot(q: string, cands: string[] | null): string | undefined {
  if (!cands) return undefined;
  const id = cands[0]!;
  if (/^\d+(?:\.0)?$/.test(id)) return id.replace(/\.0$/, '');
  // the number, then a dot with nothing but words or the end after it
  return /^\D*\d+(?:[.,\s]\d+)*[a-z]?\.(?:\s|$)/i.test(q.trim()) ? id : undefined;
}
