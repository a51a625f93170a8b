// The printed player aid's sequence of play (issue 20, section 7): each step gives who acts and one line
// of what to do, with nothing that points at the screen ("see "Player Turn" above" was printed six
// times in 1914's Who column). The words are the step's own unless src/games/<slug>/aid/sequence.ts
// gives the paper its own; every one of those names a real step and is needed.
import { describe, expect, it } from 'vitest';
import { PAPER_LINE_MAX, SCREEN_WORDS, paperStep, type AidSequence } from '../../../src/lib/aid.ts';
import type { StepTexts } from '../../../src/lib/checklist.ts';

const GAMES = ['death-ride', 'metz-1870', 'on-to-paris', 'nations-in-arms', '1914-offensive'];
const steps = import.meta.glob<{ default: StepTexts }>('../../../src/games/*/steps.ts', { eager: true });
const paper = import.meta.glob<{ default: AidSequence }>('../../../src/games/*/aid/sequence.ts', { eager: true });

describe('the printed sequence of play', () => {
  for (const game of GAMES) {
    const texts = steps[`../../../src/games/${game}/steps.ts`]!.default;
    const words = paper[`../../../src/games/${game}/aid/sequence.ts`]?.default ?? {};
    it(`${game}: every step says who acts and what to do in a line, with no word about the screen`, () => {
      const bad = Object.entries(texts).flatMap(([key, t]) => {
        const p = paperStep(key, t, words);
        return [
          ...(SCREEN_WORDS.test(p.who) ? [`${key} who: ${p.who}`] : []),
          ...(SCREEN_WORDS.test(p.line) ? [`${key} line: ${p.line}`] : []),
          ...(p.line.length > PAPER_LINE_MAX ? [`${key} line is ${p.line.length} characters: ${p.line}`] : []),
          ...(p.line.trim() === '' ? [`${key} has no line`] : []),
        ];
      });
      expect(bad).toEqual([]);
    });
    it(`${game}: the paper's own words name real steps, and replace words that would not do`, () => {
      const stale = Object.entries(words).flatMap(([key, w]) => {
        const t = texts[key];
        if (!t) return [`${key} is not a step`];
        return [
          ...(w.who !== undefined && w.who === t.who ? [`${key}: who is the step's own`] : []),
          ...(w.line !== undefined && w.line === t.todo[0] ? [`${key}: line is the step's own`] : []),
        ];
      });
      expect(stale).toEqual([]);
    });
  }
});
