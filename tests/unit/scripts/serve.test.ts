// scripts/serve.mjs (what `npm start` runs) survives a request it cannot decode (issue 14, section 8):
// it answers 400 and goes on serving. The server runs as its own process on a free port.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => ok(p));
    });
  });

let child: ChildProcess;
let base = '';
const dist = mkdtempSync(join(tmpdir(), 'serve-test-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'death-ride'));
  writeFileSync(join(dist, 'index.html'), '<p>home</p>');
  writeFileSync(join(dist, 'death-ride', 'index.html'), '<p>death ride</p>');
  writeFileSync(join(dist, '404.html'), '<p>not here</p>');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port)], { env: { ...process.env, DIST: dist }, stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    if (await fetch(`${base}/`).then(() => true, () => false)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the server did not start');
});
afterAll(() => {
  child?.kill();
  rmSync(dist, { recursive: true, force: true });
});

describe('serve.mjs', () => {
  it('answers 400 to a malformed percent escape and keeps serving', async () => {
    for (const bad of ['/death-ride/r/%E0%A4%A/', '/%', '/%ZZ/', '/death-ride/%C0%AF']) {
      const r = await fetch(`${base}${bad}`);
      expect(r.status, bad).toBe(400);
    }
    expect(child.exitCode).toBeNull();
    const ok = await fetch(`${base}/death-ride/`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('death ride');
    expect((await fetch(`${base}/nowhere/`)).status).toBe(404);
  });
});
