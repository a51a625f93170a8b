import { eachChapterFitsAndPassesAxe } from '../shared/chapters';

// Chapters 7-11 of 1914, Offensive à outrance (movement to retreat and advance): the combat
// tables are absent from our source, so the pages must say so and never fill in a value. What
// they say (the Combat Intensity matrix, the absent tables' notes, the Repulse reading) is checked
// on the built HTML: tests/dist/rules-pages.test.ts.
const CHAPTERS = ['combat', 'movement', 'retreat-and-advance', 'specific-unit-types', 'post-combat-effectiveness-checks'];

eachChapterFitsAndPassesAxe('1914-offensive', CHAPTERS);
