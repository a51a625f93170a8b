// Island pages load in a chain: the island's component, then the modules it
// imports (Preact, XState), then, after hydration, the game's own module
// (loaded lazily so one island serves every game), then that module's
// imports. Each link of the chain is a round trip before the step or the
// result can show. This puts every file of the chain in the page's <head> as
// <link rel="modulepreload">, so the browser fetches them all at once.
//
// The islands do not import the game modules (one island serves every game, and a map of
// loaders would grow every island page with each calculator added anywhere): the plugin emits
// each game module as a chunk of its own, and the page names its module with the
// data-game-module mark on its preload link, which src/lib/game-module.ts loads.
//
// Two halves: a Vite plugin records the client build's chunk graph (which
// chunk is each game module, what each chunk imports) in dist/, and
// `node scripts/island-preloads.mjs` (run by `npm run build` after Astro)
// writes the links into the built pages and removes the record. The bytes
// loaded do not change, only when they start.
import { existsSync, readdirSync } from 'node:fs';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const RECORD = 'island-graph.json';
const GAME_MODULE = /\/src\/games\/([^/]+)\/(checklist|calculators\/[^/]+)\.ts$/;

/** Every game's checklist.ts and calculators/*.ts, as paths from the project root. */
function gameModuleFiles(root = 'src/games') {
  const out = [];
  for (const g of readdirSync(root, { withFileTypes: true })) {
    if (!g.isDirectory()) continue;
    if (existsSync(join(root, g.name, 'checklist.ts'))) out.push(join(root, g.name, 'checklist.ts'));
    const calcs = join(root, g.name, 'calculators');
    if (existsSync(calcs)) for (const c of readdirSync(calcs)) if (c.endsWith('.ts')) out.push(join(calcs, c));
  }
  return out.sort();
}

export function islandGraph() {
  return {
    name: 'aide-de-camp:island-graph',
    apply: /** @type {const} */ ('build'),
    buildStart() {
      if (!this.environment || this.environment.name !== 'client') return;
      // allow-extension: a module a game module shares with its parts (lib/part.ts, loaded later by it alone)
      // may stay in the game module's chunk, exported from it, instead of a chunk of its own for each such set
      for (const f of gameModuleFiles()) this.emitFile({ type: 'chunk', id: resolve(f), preserveSignature: 'allow-extension' });
    },
    // after the other plugins' changes to the chunks (astro.config.mjs's slim preload helper drops one)
    generateBundle: {
      order: /** @type {const} */ ('post'),
      /** @param {unknown} _ @param {Record<string, any>} bundle */
      handler(_, bundle) {
        if (this.environment && this.environment.name !== 'client') return;
        /** @type {Record<string, string[]>} */
        const imports = {};
        /** @type {Record<string, string>} */
        const modules = {};
        for (const c of Object.values(bundle)) {
          if (c.type !== 'chunk') continue;
          imports[c.fileName] = c.imports;
          const m = c.facadeModuleId?.match(GAME_MODULE);
          if (m) modules[`${m[1]}/${m[2]}`] = c.fileName;
        }
        this.emitFile({ type: 'asset', fileName: RECORD, source: JSON.stringify({ imports, modules }) });
      },
    },
  };
}

/** Every file a chunk needs before it runs: itself and its static imports, transitively. */
function closure(file, imports, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const i of imports[file] ?? []) closure(i, imports, seen);
  return seen;
}

/** The chunk of the game module a page's path names (a checklist or a calculator page), or null. */
export function gameModuleFor(page, { modules }) {
  const game = page.match(/^([^/]+)\/(checklist|calculators\/[^/]+)\/index\.html$/);
  if (!game) return null;
  const mod = modules[`${game[1]}/${game[2]}`];
  if (!mod) throw new Error(`${page}: no chunk for the game module ${game[1]}/${game[2]}`);
  return mod;
}

/** A page with an island: an element the page's script mounts a component into (src/scripts/island.ts). */
export const hasIsland = (html) => /\sdata-island="/.test(html);

/** The preload links for one built page: what its scripts import (the island's component among them) and the game module the page's path names. */
export function preloadsFor(page, html, graph) {
  const { imports } = graph;
  const files = new Set();
  const loaded = new Set([...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)].map((m) => m[1]));
  for (const s of loaded) closure(s, imports, files);
  const mod = gameModuleFor(page, graph);
  if (mod) closure(mod, imports, files);
  return [...files].filter((f) => !loaded.has(f)).sort();
}

async function htmlFiles(dir, base = '') {
  const out = [];
  for (const e of await readdir(join(dir, base), { withFileTypes: true })) {
    const rel = base ? `${base}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await htmlFiles(dir, rel)));
    else if (e.name.endsWith('.html')) out.push(rel);
  }
  return out;
}

export async function writePreloads(dist = 'dist') {
  const graph = JSON.parse(await readFile(join(dist, RECORD), 'utf8'));
  let pages = 0;
  for (const page of await htmlFiles(dist)) {
    const html = await readFile(join(dist, page), 'utf8');
    if (!hasIsland(html)) continue;
    const mod = gameModuleFor(page, graph);
    const links = preloadsFor(page, html, graph).map((f) => `<link rel="modulepreload" href="/${f}"${f === mod ? ' data-game-module' : ''}>`).join('');
    if (!links) continue;
    // in the head: fetched as early as possible, and the island finds its game module's mark there
    if (!html.includes('</head>')) throw new Error(`${page}: no </head>`);
    await writeFile(join(dist, page), html.replace('</head>', `${links}</head>`));
    pages++;
  }
  await rm(join(dist, RECORD));
  return pages;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const n = await writePreloads();
  console.log(`island preloads: ${n} pages`);
}
