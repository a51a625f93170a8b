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
