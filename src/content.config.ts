import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { aliasesSchema, chapterSchema, chartSchema, gameSchema, glossarySchema } from './lib/schemas.ts';

// Ids are "<slug>/<file>" so one collection serves every game.
const games = defineCollection({
  loader: glob({ pattern: '*/game.yaml', base: './content', generateId: ({ entry }) => entry.split('/')[0]! }),
  schema: gameSchema,
});
const rules = defineCollection({
  loader: glob({ pattern: '*/rules/*.mdx', base: './content', generateId: ({ entry }) => entry.replace('/rules/', '/').replace(/\.mdx$/, '') }),
  schema: chapterSchema,
});
const glossary = defineCollection({
  loader: glob({ pattern: '*/glossary.yaml', base: './content', generateId: ({ entry }) => entry.split('/')[0]! }),
  schema: glossarySchema,
});
const charts = defineCollection({
  loader: glob({ pattern: '*/tables/*.yaml', base: './content', generateId: ({ entry }) => entry.replace('/tables/', '/').replace(/\.yaml$/, '') }),
  schema: chartSchema,
});

// players' words for rules and terms: validated here at build time, read by scripts/search-index.mjs
const aliases = defineCollection({
  loader: glob({ pattern: '*/aliases.yaml', base: './content', generateId: ({ entry }) => entry.split('/')[0]! }),
  schema: aliasesSchema,
});

export const collections = { games, rules, glossary, charts, aliases };
