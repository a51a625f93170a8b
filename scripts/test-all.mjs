// Every test, in order (npm test): the type check and the unit tests side by side, then the build,
// the checks of the built site side by side, then the browser suite with the budgets beside it (the budgets mostly
// wait for each island page to go quiet, so they cost the browser suite little CPU and save their
// whole time). In a group the first stage's output streams; the others' is printed whole when each
// ends. Stops at the first group with a failed stage; prints each stage's time at the end.
import { spawn } from 'node:child_process';

const STAGES = [
  ['check', 'unit'], // both read the sources only: run together
  ['build'],
  ['dist', 'zero-byte', 'links', 'words'], // each reads dist/ and writes nothing there: run together
  ['browser', 'budgets'],
];
const COMMAND = {
  check: 'npm run check',
  unit: 'npm run test:unit',
  build: 'npm run build',
  links: 'npm run test:links',
  words: 'npm run test:words',
  dist: 'npm run test:dist',
  'zero-byte': 'npm run test:zero-byte',
  browser: 'npm run test:browser',
  budgets: 'npm run budgets',
};

const times = [];
/** One stage; a group's first stage streams its output, the others' is kept and printed when it ends. */
function run(name, alone) {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn(COMMAND[name], { shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout?.on('data', (d) => out.push(d));
    child.stderr?.on('data', (d) => out.push(d));
    child.on('close', (code) => {
      const s = (Date.now() - start) / 1000;
      times.push([name, s, code]);
      if (!alone) process.stdout.write(`\n== ${name} (${s.toFixed(0)} s)\n${Buffer.concat(out).toString()}`);
      resolve(code ?? 1);
    });
  });
}

const t0 = Date.now();
let failed = '';
for (const group of STAGES) {
  const codes = await Promise.all(group.map((name, i) => run(name, i === 0)));
  const bad = group.filter((_, i) => codes[i] !== 0);
  if (bad.length) {
    failed = bad.join(', ');
    break;
  }
}
console.log('\n== stage times');
for (const [name, s, code] of times) console.log(`  ${name.padEnd(10)} ${s.toFixed(0).padStart(5)} s${code ? '  FAILED' : ''}`);
console.log(`  ${'total'.padEnd(10)} ${((Date.now() - t0) / 1000).toFixed(0).padStart(5)} s`);
if (failed) {
  console.error(`npm test: ${failed} failed`);
  process.exit(1);
}
