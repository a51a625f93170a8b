// scripts/serve.mjs (what `npm start` runs) survives a request it cannot decode (issue 14, section 8):
// it answers 400 and goes on serving; a busy port gets one line before anything is built, and with
// HOST=0.0.0.0 it prints the addresses a phone can type (issue 20, section 5). The server runs as its
// own process on a free port.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { lanUrls, servingMessage } from '../../../scripts/serve.mjs';

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

// Issue 20, section 5: a phone at the table reaches the site served from a laptop (HOST=0.0.0.0 prints
// the addresses to type), and a busy port is answered in one line before anything is built.

/** Runs a command to its end and gives its exit code and output. */
function run(cmd: string, args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv; timeout?: number } = {}) {
  return new Promise<{ code: number | null; out: string; err: string }>((ok, fail) => {
    const c = spawn(cmd, args, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      c.kill();
      fail(new Error(`${cmd} ${args.join(' ')} still running after ${opts.timeout ?? 10_000} ms\n${out}${err}`));
    }, opts.timeout ?? 10_000);
    c.stdout.on('data', (d) => (out += d));
    c.stderr.on('data', (d) => (err += d));
    c.on('exit', (code) => {
      clearTimeout(timer);
      ok({ code, out, err });
    });
  });
}

/** A port some other program holds for the duration of `body`. */
async function withBusyPort<T>(body: (port: number) => Promise<T>): Promise<T> {
  const holder = createServer();
  await new Promise<void>((ok) => holder.listen(0, '127.0.0.1', ok));
  try {
    return await body((holder.address() as { port: number }).port);
  } finally {
    holder.close();
  }
}

describe('serve.mjs on a busy port', () => {
  it('says so in one line, with what to do, and exits with an error instead of a stack trace', async () => {
    await withBusyPort(async (port) => {
      const r = await run(process.execPath, ['scripts/serve.mjs', '--port', String(port)], { env: { DIST: dist } });
      expect(r.code).toBe(1);
      expect(r.out).toBe('');
      const lines = r.err.trim().split('\n');
      expect(lines, r.err).toHaveLength(1);
      expect(lines[0]).toContain(`Port ${port} is already in use`);
      expect(lines[0]).toContain(`PORT=${port + 1} npm start`);
    });
  });

  it('npm start checks the port before it builds: the same line, and no build', async () => {
    // npm start in a copy of the project's scripts that has nothing to build with: were the build run
    // first, it would fail on the missing astro instead of answering about the port
    const sandbox = mkdtempSync(join(tmpdir(), 'start-test-'));
    try {
      mkdirSync(join(sandbox, 'scripts'));
      for (const f of ['package.json', '.npmrc', 'scripts/serve.mjs']) writeFileSync(join(sandbox, f), readFileSync(f));
      await withBusyPort(async (port) => {
        const r = await run('npm', ['start'], { cwd: sandbox, env: { PORT: String(port), DIST: dist }, timeout: 20_000 });
        expect(r.code, r.out + r.err).not.toBe(0);
        expect(r.err).toContain(`Port ${port} is already in use`);
        expect(r.out + r.err, 'the build ran before the port was checked').not.toMatch(/^> \S+ build$|astro: /m);
      });
    } finally {
      rmSync(sandbox, { recursive: true, force: true });
    }
  });
});

describe('serve.mjs for a phone on the same network', () => {
  it('with HOST=0.0.0.0 prints every network address of the computer, and serves on it', async () => {
    const port = await freePort();
    const lan = lanUrls(networkInterfaces(), port);
    const c = spawn(process.execPath, ['scripts/serve.mjs', '--port', String(port)], { env: { ...process.env, DIST: dist, HOST: '0.0.0.0' } });
    try {
      let out = '';
      c.stdout!.on('data', (d) => (out += d));
      await expect.poll(() => out, { timeout: 10_000 }).toMatch(/type: |no network address/);
      expect(out).toContain(`http://localhost:${port}/`);
      if (lan.length === 0) expect(out).toContain('no network address');
      for (const url of lan) {
        expect(out).toContain(`type: ${url}`);
        expect(await (await fetch(`${url}death-ride/`)).text()).toContain('death ride');
      }
    } finally {
      c.kill();
    }
  });

  it('lists the IPv4 addresses a phone can type, not the loopback or IPv6 ones', () => {
    const ifs = {
      lo: [{ address: '127.0.0.1', family: 'IPv4', internal: true }],
      wlan0: [
        { address: '192.168.1.23', family: 'IPv4', internal: false },
        { address: 'fe80::1', family: 'IPv6', internal: false },
      ],
      eth0: [{ address: '10.0.0.5', family: 'IPv4', internal: false }],
    } as unknown as ReturnType<typeof networkInterfaces>;
    expect(lanUrls(ifs, 4321)).toEqual(['http://192.168.1.23:4321/', 'http://10.0.0.5:4321/']);
    expect(servingMessage('0.0.0.0', 4321, ifs).join('\n')).toMatch(/type: http:\/\/192\.168\.1\.23:4321\/\n.*type: http:\/\/10\.0\.0\.5:4321\//);
    expect(servingMessage('0.0.0.0', 4321, { lo: ifs.lo }).join('\n')).toContain('no network address');
    // the default (this computer only) says how to reach it from a phone
    expect(servingMessage('127.0.0.1', 4321, ifs).join('\n')).toContain('HOST=0.0.0.0 npm start');
  });
});
