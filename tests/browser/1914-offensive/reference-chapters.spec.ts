import { eachChapterFitsAndPassesAxe } from '../shared/chapters';

// Chapters Introduction and 1-6 of 1914, Offensive à outrance: written from a scrape that lost
// its minus signs and most sub-numbers, so the pages must show what was reconstructed (the CE
// ladder, the inferred numbers, the cross-references: tests/dist/rules-pages.test.ts, on the built HTML).
const CHAPTERS = ['introduction', 'reference', 'units', 'concepts', 'sequence', 'attachment', 'effectiveness'];

eachChapterFitsAndPassesAxe('1914-offensive', CHAPTERS);
