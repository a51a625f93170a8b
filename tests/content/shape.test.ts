/**
 * The shape of the code, so it holds as games are added (issue 15):
 * - no import circle anywhere under src (type-only imports count: a shared
 *   type goes in a file both sides can import);
 * - a game folder keeps at most MAX_ROOT_FILES files at its root, the rest in
 *   one folder per procedure;
 * - nothing in src/games imports a component, and only calculators/ imports
 *   calculators/;
 * - a procedure folder imports only folders of a lower layer (LAYERS): the
 *   morale rules know nothing of fire, assault or reactions.
 * The graph is read from the relative imports of every .ts, .tsx and .astro
 * file; no bundler is involved.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');
const GAMES = join(SRC, 'games');
const MAX_ROOT_FILES = 8;

/**
 * Procedure folders by layer, lowest first. A folder may import its own files
 * and folders of a strictly lower layer, never a sibling or a higher one.
 * Folders not listed here are free of this rule (but not of the others).
 */
const LAYERS: Record<string, number> = {
  morale: 0, // the effect of hits on a unit, TCR, Morale and Break Tests
  effectiveness: 0, // 1914: Effectiveness Checks and the CE ladder
  cavalry: 1, // 1914: cavalry reaction and retirement, its marker and Forced March EC
  fire: 1,
  assault: 1,
  command: 1,
  combat: 1,
  supply: 1, // 1914: the Supply Phase (15.4) and its penalty, on the CE ladder
  ammunition: 2, // 1914: Ammo for one combat (9.4), on combat's division-equivalents
  reaction: 2, // reactions to a move: fire and charge, built on fire and assault
  checklist: 3, // the turn machine, on top of every procedure
};

const SOURCE = /\.(ts|tsx|astro)$/;

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...walk(p));
    else if (SOURCE.test(e.name) && !e.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

/** Relative import specifiers of a file: static, re-export, side-effect and dynamic. */
function relativeImports(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const specs: string[] = [];
  const patterns = [/\bfrom\s+['"](\.[^'"]+)['"]/g, /\bimport\s+['"](\.[^'"]+)['"]/g, /\bimport\s*\(\s*['"](\.[^'"]+)['"]\s*\)/g];
  for (const re of patterns) for (const m of code.matchAll(re)) specs.push(m[1]!);
  return specs;
}

function resolveSpec(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  for (const p of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(p) && statSync(p).isFile()) return p;
  }
  return undefined;
}

/** Source file -> the source files it imports (non-source targets such as YAML are left out). */
function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const f of files) {
    const targets = relativeImports(readFileSync(f, 'utf8'))
      .map((s) => resolveSpec(f, s))
      .filter((t): t is string => !!t && SOURCE.test(t));
    graph.set(f, [...new Set(targets)]);
  }
  return graph;
}

/** Every import circle, each as the list of files around it (depth-first, white/grey/black). */
function cycles(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, 'grey' | 'black'>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (n: string) => {
    state.set(n, 'grey');
    stack.push(n);
    for (const m of graph.get(n) ?? []) {
      const s = state.get(m);
      if (s === 'grey') found.push([...stack.slice(stack.indexOf(m)), m]);
      else if (!s) visit(m);
    }
    stack.pop();
    state.set(n, 'black');
  };
  for (const n of graph.keys()) if (!state.has(n)) visit(n);
  return found;
}

const rel = (p: string) => relative(ROOT, p).split(sep).join('/');
const files = walk(SRC);
const graph = importGraph(files);
const games = readdirSync(GAMES, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

/** Where a file sits in its game: the game and the folder under it ('' at the root). */
function place(file: string): { game: string; folder: string } | undefined {
  const r = relative(GAMES, file).split(sep);
  if (r[0] === '..' || r.length < 2) return undefined;
  return { game: r[0]!, folder: r.length > 2 ? r[1]! : '' };
}

describe('code shape', () => {
  it('the graph walk finds a circle and the parser reads every kind of import', () => {
    const g = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    expect(cycles(g)).toEqual([['a', 'b', 'c', 'a']]);
    expect(cycles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
    const text = `import type { A } from './a.ts';\nexport { B } from "../b.ts";\nimport './c.css';\nconst d = await import('./d.ts');\n// import { e } from './e.ts';\nimport x from 'xstate';`;
    expect(relativeImports(text)).toEqual(['./a.ts', '../b.ts', './c.css', './d.ts']);
  });

  it('reads a real graph (the walk is not vacuous)', () => {
    expect(files.length).toBeGreaterThan(50);
    expect([...graph.values()].flat().length).toBeGreaterThan(100);
  });

  it('has no import circle under src', () => {
    expect(cycles(graph).map((c) => c.map(rel).join(' -> '))).toEqual([]);
  });

  it.each(games)('%s keeps at most 8 files at its root', (game) => {
    const rootFiles = readdirSync(join(GAMES, game), { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
    expect(rootFiles.length, `src/games/${game}/ holds ${rootFiles.join(', ')}`).toBeLessThanOrEqual(MAX_ROOT_FILES);
  });

  it('nothing in src/games imports a component, and only calculators import calculators', () => {
    const bad: string[] = [];
    for (const [f, targets] of graph) {
      const at = place(f);
      if (!at) continue;
      for (const t of targets) {
        if (t.startsWith(join(SRC, 'components') + sep)) bad.push(`${rel(f)} imports the component ${rel(t)}`);
        const to = place(t);
        if (to?.folder === 'calculators' && at.folder !== 'calculators') bad.push(`${rel(f)} imports the calculator ${rel(t)}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('a procedure folder imports only lower layers', () => {
    const bad: string[] = [];
    for (const [f, targets] of graph) {
      const at = place(f);
      if (!at || !(at.folder in LAYERS)) continue;
      for (const t of targets) {
        const to = place(t);
        if (!to || to.folder === at.folder) continue;
        if (to.game !== at.game) bad.push(`${rel(f)} imports another game's ${rel(t)}`);
        else if (to.folder === '') bad.push(`${rel(f)} imports the game's root file ${rel(t)}`);
        else if (!(to.folder in LAYERS) || LAYERS[to.folder]! >= LAYERS[at.folder]!) bad.push(`${rel(f)} (${at.folder}/) imports ${rel(t)} (${to.folder}/)`);
      }
    }
    expect(bad).toEqual([]);
  });
});
