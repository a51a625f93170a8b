import { isPageScroll, PINNED } from '../lib/page-scroll.ts';

/**
 * The header within reach, loaded by site.ts on the first scroll (nothing to do before one):
 * once the reader is past the header, any scroll up brings it back pinned to the top (scrolling
 * down puts it away again), so the jump box and Search are always one flick away. In its own place
 * it is never pinned, so it covers nothing there; body padding keeps the page from jumping while it
 * is pinned, and --head-h keeps anchors clear of it (scroll-padding-top in global.css).
 */
export function follow(head: HTMLElement, firstY: number): void {
  const root = document.documentElement;
  // where the first scroll (the one that loaded this code) left the page; a scroll since is judged from there
  let lastY = firstY;
  const measure = () => root.style.setProperty('--head-h', `${head.offsetHeight}px`);
  measure();
  new ResizeObserver(measure).observe(head);
  const pin = (on: boolean) => root.classList.toggle(PINNED, on);
  const onScroll = () => {
    const y = scrollY;
    // the page bringing something into view itself (the checklist's next step, marked by page-scroll.ts) is not the reader scrolling up
    if (isPageScroll(y)) {
      pin(false);
      lastY = y;
      return;
    }
    if (Math.abs(y - lastY) < 4) return;
    // past the header's own place: up pins it, down puts it away
    pin(y > head.offsetHeight && (y < lastY || head.contains(document.activeElement)));
    lastY = y;
  };
  addEventListener('scroll', onScroll, { passive: true });
  onScroll();
  head.addEventListener('focusin', () => pin(scrollY > head.offsetHeight));
}
