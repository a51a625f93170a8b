/**
 * The game module an island page runs (a game's checklist or one calculator), loaded by URL.
 *
 * One island serves every game, so it cannot import the game modules itself: a map of
 * loaders (import.meta.glob) would put one entry per calculator of every game into every
 * calculator page, and each new game would make all of them heavier. Instead the build
 * emits each game module as a chunk of its own (islandGraph in scripts/island-preloads.mjs)
 * and writes its URL into the page as `<link rel="modulepreload" data-game-module>`; in dev
 * Vite serves the source by its path.
 */
export function loadGameModule<T>(path: string): Promise<T> {
  // the link is in the head (written there by the build), so it is parsed before any island runs
  const url = import.meta.env.DEV ? `/src/games/${path}.ts` : document.querySelector('link[data-game-module]')?.getAttribute('href');
  return url ? import(/* @vite-ignore */ url) : Promise.reject(new Error(`no game module for ${path}`));
}
