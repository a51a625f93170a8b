/**
 * The page moving itself (a new checklist step to the top, a form brought into view), told apart from
 * the reader scrolling. The header that follows the reader (site-head.ts) is put away at once, since the
 * page is showing something and the pinned header would cover its top, even where the page was already
 * in place and nothing scrolls. The move is marked by where the page went, not by a time window, so a
 * slow phone's late scroll event is not taken for the reader scrolling up (which pins the header again).
 */
export const PINNED = 'head-pinned';

export function pageScroll(move: () => void): void {
  const root = document.documentElement;
  // pinned, the header is out of the page's flow and the body's padding holds its place: nothing shifts
  root.classList.remove(PINNED);
  move();
  // an instant scroll has moved the page by now; its scroll event comes later and is matched to this mark
  root.dataset.pageScroll = String(Math.round(scrollY));
}

/** For the header: whether this scroll, at y, is the page's own move (the mark is used up either way). */
export function isPageScroll(y: number): boolean {
  const root = document.documentElement;
  const mark = root.dataset.pageScroll;
  if (mark === undefined) return false;
  delete root.dataset.pageScroll;
  return Math.abs(y - Number(mark)) < 2;
}
