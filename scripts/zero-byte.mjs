// Adding a calculator adds 0 B to every other page (issue "Every page pays only for what it shows").
// Builds a copy of the working tree with one extra, self-contained Death Ride calculator and compares,
// page by page, the JavaScript each page loads before any interaction with the build in dist/: the
// script files it names (their names carry a hash of their bytes), what those import, and its inline
// scripts. Run after `npm run build` (npm test does): node scripts/zero-byte.mjs
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
if (!existsSync(join(root, 'dist/index.html'))) {
  console.error('zero-byte: dist/ is missing: run npm run build first');
  process.exit(1);
}

const EXTRA = `// A calculator added by scripts/zero-byte.mjs only: its own logic, the engine's helpers.
import { num, type CalculatorDef } from '../../../lib/calculator.ts';
import { d6 } from '../../../lib/dice.ts';
import { SERVER } from '../../../lib/words.ts';

const def: CalculatorDef = {
  id: 'zero-byte-extra',
  fields: [{ kind: 'int', key: 'n', min: 1, max: 6, default: 3, ...(SERVER && { label: 'Roll at most' }) }],
  compute: (v) => ({
    summary: [{ label: 'Chance', value: d6.atMost(num(v, 'n')) }],
    steps: [{ label: 'Needed', value: String(num(v, 'n')) }],
    tables: [],
  }),
  ...(SERVER && { title: 'Extra', summary: 'A calculator that only the zero-byte check builds.', rules: [] }),
};
export default def;
`;

/** Every file the working tree holds for git (tracked and new, not ignored), copied; node_modules linked. */
function copyTree(to) {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const f of files) if (existsSync(join(root, f))) cpSync(join(root, f), join(to, f), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(to, 'node_modules'), 'dir');
}

function htmlFiles(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(join(dir, e.name), base) : e.name.endsWith('.html') ? [relative(base, join(dir, e.name))] : [],
  );
}

/** What a page loads before interaction: the scripts and module preloads it names, what they import, its inline scripts. */
function pageScripts(dist, page) {
  const html = readFileSync(join(dist, page), 'utf8');
  const named = [
    ...[...html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)].map((m) => m[1]),
  ];
  const seen = new Map();
  const visit = (url) => {
    if (seen.has(url)) return;
    const src = readFileSync(join(dist, url), 'utf8');
    seen.set(url, src.length);
    for (const m of src.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) visit(m[1].startsWith('/') ? m[1] : join(dirname(url), m[1]));
  };
  named.forEach(visit);
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return { files: [...seen.keys()].sort(), bytes: [...seen.values()].reduce((a, b) => a + b, 0) + inline.join('').length, inline: inline.join('\n') };
}

const tmp = mkdtempSync(join(tmpdir(), 'adc-zero-byte-'));
try {
  copyTree(tmp);
  writeFileSync(join(tmp, 'src/games/death-ride/calculators/zero-byte-extra.ts'), EXTRA);
  const yaml = join(tmp, 'content/death-ride/game.yaml');
  const before = readFileSync(yaml, 'utf8');
  const after = before.replace(/^calculators: \[(.*)\]$/m, 'calculators: [$1, zero-byte-extra]');
  if (after === before) throw new Error('content/death-ride/game.yaml has no one-line calculators list to add to');
  writeFileSync(yaml, after);
  const t0 = Date.now();
  execFileSync('npx', ['astro', 'build'], { cwd: tmp, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync('node', ['scripts/island-preloads.mjs'], { cwd: tmp, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = join(root, 'dist');
  const extra = join(tmp, 'dist');
  const added = 'death-ride/calculators/zero-byte-extra/index.html';
  if (!existsSync(join(extra, added))) throw new Error(`the extra calculator's page was not built (${added})`);
  const pages = htmlFiles(base);
  const changed = [];
  for (const page of pages) {
    if (!existsSync(join(extra, page))) {
      changed.push(`${page}: missing from the build with the extra calculator`);
      continue;
    }
    const a = pageScripts(base, page);
    const b = pageScripts(extra, page);
    if (a.files.join() !== b.files.join() || a.inline !== b.inline)
      changed.push(`${page}: ${a.bytes} B -> ${b.bytes} B (${b.files.filter((f) => !a.files.includes(f)).join(', ') || 'inline script'} differs)`);
  }
  console.log(`zero-byte: one extra calculator built in ${((Date.now() - t0) / 1000).toFixed(0)} s; ${pages.length} other pages compared, ${changed.length} load other script bytes`);
  if (changed.length) {
    for (const c of changed.slice(0, 20)) console.error(`  FAIL ${c}`);
    process.exitCode = 1;
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
