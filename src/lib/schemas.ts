/**
 * Zod schemas for everything under content/. Shared by the content
 * collections (src/content.config.ts) and the content-integrity tests.
 */
import { z } from 'astro/zod';

export const gameSchema = z.object({
  title: z.string(),
  short: z.string(),
  designer: z.string(),
  publisher: z.string(),
  era: z.string(),
  year: z.string(),
  scale: z.string(),
  order: z.number().int(),
  /** what our source is, in one line ("player aid card", "rulebook pp. 2-58") */
  source: z.string(),
  /** what the source covers and how sure we are of the identification */
  coverage: z.string(),
  /** material the source lacks, listed on the hub and the charts page */
  lacks: z.array(z.string()),
  credits: z.string(),
  /** calculators in hub order: ids of files in src/games/<slug>/calculators */
  calculators: z.array(z.string()).default([]),
  checklist: z.boolean().default(false),
  /**
   * The charts a turn needs, by file name (content/<slug>/tables/<id>.yaml): the printed player aid
   * gives them after the sequence and the quick odds (at most 8 A4 pages in all); every other chart
   * prints in its optional second part.
   */
  aidCharts: z.array(z.string()).default([]),
  /**
   * Whether the whole rules reference is published. A game whose chapters are still
   * being written builds its pages (every published rule resolves and is searchable)
   * but the home page lists it under "Coming" instead of with the playable games.
   */
  rulesComplete: z.boolean().default(true),
  /** what is still to come for this game (calculators, the checklist), listed on its hub */
  coming: z.array(z.string()).default([]),
});
export type Game = z.infer<typeof gameSchema>;

export const chapterSchema = z.object({
  title: z.string(),
  order: z.number(),
  summary: z.string(),
});

export const glossarySchema = z.object({
  terms: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]+$/),
      term: z.string(),
      aliases: z.array(z.string()).default([]),
      definition: z.string(),
      rules: z.array(z.string()).default([]),
    }),
  ),
});
export type Glossary = z.infer<typeof glossarySchema>;

/**
 * content/<slug>/aliases.yaml: the words players use for a rule or a glossary term
 * when the rules say it another way ("melee" for an assault, "LOS" for line of sight).
 * Search indexes them with the rule or term they point at, below its own words, and
 * never shows them. Every entry names at least one rule id or glossary term id.
 */
export const aliasesSchema = z.object({
  aliases: z.array(
    z
      .object({
        words: z.array(z.string().min(1)).min(1),
        rules: z.array(z.string()).default([]),
        terms: z.array(z.string().regex(/^[a-z0-9-]+$/)).default([]),
      })
      .refine((a) => a.rules.length + a.terms.length > 0, 'an alias names at least one rule or term'),
  ),
});
export type Aliases = z.infer<typeof aliasesSchema>;

/**
 * content/search-words.yaml: words players type that rulebooks write another way, the same in every
 * game; scripts/search-index.mjs gives `words` to every record whose own words hold one of `means`
 * (a whole word, or the beginning of one).
 */
export const searchWordsSchema = z.object({
  words: z.array(z.object({ words: z.array(z.string().min(1)).min(1), means: z.array(z.string().regex(/^[a-z][a-z -]+$/)).min(1) })),
});

/**
 * A chart cell: a plain value (its provenance is the table's `source`), or
 * an object that records where this one cell came from, or an unknown cell.
 * An unknown cell is never filled in: the site shows "not in our source".
 */
export const cellSchema = z.union([
  z.string(),
  z.number(),
  z.object({ value: z.union([z.string(), z.number()]), source: z.string() }),
  z.object({ unknown: z.literal(true), note: z.string().optional() }),
]);
export type ChartCell = z.infer<typeof cellSchema>;

export const chartSchema = z.object({
  title: z.string(),
  order: z.number().default(0),
  rules: z.array(z.string()).default([]),
  source: z.string(),
  note: z.string().optional(),
  /**
   * A results table players may complete from their own printed card: the
   * column holding the die roll, and the pattern a result must match.
   * Known cells stay as the source gives them; only unknown cells are typed in.
   */
  editable: z
    .object({
      rowKey: z.string(),
      pattern: z.string(),
      /** what a valid result looks like, for the error message */
      hint: z.string(),
      /** every accepted result in its canonical spelling, when they are a short list (typed case and spaces then do not matter) */
      codes: z.array(z.string()).optional(),
    })
    .optional(),
  columns: z.array(z.object({ key: z.string(), label: z.string() })),
  rows: z.array(z.record(z.string(), cellSchema)),
});
export type Chart = z.infer<typeof chartSchema>;
