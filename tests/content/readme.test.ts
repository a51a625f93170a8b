// The README tells a new user what the build and the server do without copying figures that go stale
// (issue 20, section 5: its offline sizes were a build behind: Nations in Arms 0.73 MB there, 1.67 MB built).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

const readme = readFileSync('README.md', 'utf8');
const section = (title: string) => {
  const start = readme.indexOf(`\n## ${title}\n`);
  expect(start, `README has no "## ${title}" section`).toBeGreaterThan(-1);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
};

describe('README', () => {
  it('leaves the stored size of each game to the build that prints it', () => {
    expect(section('Offline').match(/\d+(?:\.\d+)? ?MB\b/g) ?? []).toEqual([]);
    expect(section('Offline')).toContain('`npm run build` ends by printing it');
  });
  it('says how to change the port, serve to a phone on the network, and put dist/ on a static host', () => {
    const serving = section('The two commands');
    expect(serving).toContain('PORT=8080 npm start');
    expect(serving).toContain('HOST=0.0.0.0 npm start');
    expect(serving).toMatch(/contents of `dist\/` to the root of any static host/);
  });
});
