import { eachChapterFitsAndPassesAxe } from '../shared/chapters';

// Chapters 12-30 of 1914, Offensive à outrance: fortresses, siege, supply, rail, the national
// rules, Strategic Plans and victory, written from a scrape that lost many numbers and hexes.
// (Slugs in alphabetical order.) What the pages say (the abandonment VP table, the Optional badge,
// the reconstructed references) is checked on the built HTML: tests/dist/rules-pages.test.ts.
const CHAPTERS = [
  'allied-special-rules',
  'army-level-reinforcements',
  'belgian-special-rules',
  'british-special-rules',
  'determining-victory',
  'fortress-units',
  'french-special-rules',
  'german-special-rules',
  'grand-campaign',
  'improved-positions',
  'railroads',
  'reinforcements',
  'siege-artillery',
  'strategic-plans',
  'supply',
  'two-hex-units',
  'voluntary-retirement',
];

eachChapterFitsAndPassesAxe('1914-offensive', CHAPTERS);
