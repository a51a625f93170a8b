/**
 * What the rules chapters of 1914, Nations in Arms and On To Paris! say, checked on the built HTML in Node:
 * badges (Optional, no. inferred, not in our source), the notes for tables our source lacks, the tables
 * written from the rulebook (rows by their accessible name, as the browser tests' getByRole read them),
 * and where a reconstructed cross-reference leads (its href resolved to the page and the element with that
 * id: the click of the browser test led there and nowhere else).
 *
 * Moved from tests/browser/{1914-offensive/{chapters-12-30,combat-chapters,reference-chapters},
 * nations-in-arms/rules,on-to-paris/rules}.spec.ts (same test names): every assertion is decided by the
 * HTML as served. The chapter pages' scripts add only the rulings' "Add a ruling" row to each rule and,
 * under ?tree=, a note; nothing these tests read. Fit, axe and taps stay in those specs (and the badges'
 * tap in site/badges.spec.ts).
 */
import type { HTMLElement } from 'node-html-parser';
import { describe, expect, test } from 'vitest';
import { byRole, follow, one, page, shown, text } from './rules-html.ts';

/** The one row of `scope` named `name` (getByRole('row', { name }) with toBeVisible: exactly one, shown). */
function row(scope: HTMLElement, name: string | RegExp, where: string) {
  const rows = byRole(scope, 'row', name);
  expect(rows.length, `${where}: rows named ${name}`).toBe(1);
  expect(shown(rows[0]!), `${where}: row ${name} is hidden`).toBe(true);
  return rows[0]!;
}

/** The one link of `scope` named `name`, as a click on getByRole('link', { name }) needs it (exactly one, shown). */
function link(scope: HTMLElement, name: string, where: string) {
  const links = byRole(scope, 'link', name);
  expect(links.length, `${where}: links named ${name}`).toBe(1);
  expect(shown(links[0]!), `${where}: link ${name} is hidden`).toBe(true);
  return links[0]!;
}

/** Where a link of page `from` leads: its URL must match `url` and the page must hold the element of its #fragment. */
function leads(a: HTMLElement, from: string, url: RegExp) {
  const to = follow(a.getAttribute('href')!, from);
  expect(to.url, `${from}: link "${text(a)}"`).toMatch(url);
  expect(to.target, `${from}: link "${text(a)}" to ${to.url}: no element #${to.hash} there`).not.toBeNull();
  return to;
}

describe('1914, Offensive à outrance: chapters 12-30 (was 1914-offensive/chapters-12-30.spec.ts)', () => {
  test('the abandonment VP table gives every distance band and the optional rule is marked', () => {
    const path = '/1914-offensive/rules/determining-victory/';
    const vp = one(page(path), '[data-rule="27.1"]', path);
    for (const [band, n] of [['5 or more hexes', '15'], ['3 or 4 hexes', '10'], ['2 hexes', '6'], ['1 hex (adjacent)', '3']]) row(vp, `${band} ${n}`, `${path} 27.1`);
    const vr = '/1914-offensive/rules/voluntary-retirement/';
    expect(text(one(page(vr), '#r-20-0 .rule-optional', vr))).toBe('Optional');
  });

  test('a reconstructed reference in Supply leads to the Paris rule, and 30.5 says it is not in our source', () => {
    const path = '/1914-offensive/rules/supply/';
    const ref = link(one(page(path), '[data-rule="15.1"]', path), '22.2', `${path} 15.1`);
    const to = leads(ref, path, /\/1914-offensive\/rules\/french-special-rules\/#r-22-2$/);
    expect(text(one(to.doc!, '#r-22-2', to.path))).toContain('Paris');
    const gc = '/1914-offensive/rules/grand-campaign/';
    expect(text(one(page(gc), '[data-rule="30.5"]', gc))).toContain('not in our source');
  });
});

describe('1914, Offensive à outrance: chapters 7-11 (was 1914-offensive/combat-chapters.spec.ts)', () => {
  test('the Combat Intensity matrix is a table of the four outcomes', () => {
    const path = '/1914-offensive/rules/combat/';
    const matrix = page(path).querySelectorAll('[data-rule="9.8"] table')[0];
    expect(matrix, `${path}: no table in 9.8`).toBeDefined();
    row(matrix!, /Attacker Not Intense\s+No Intensity\s+Defender Intense/, `${path} 9.8`);
    row(matrix!, /Attacker INTENSE\s+Attacker Intense\s+Intense Combat/, `${path} 9.8`);
  });

  test('the CRT, Artillery Table and Forced March results are marked absent, with the example cells only', () => {
    const combat = '/1914-offensive/rules/combat/';
    const crt = text(one(page(combat), '[data-rule="9.9"] .note.absent', combat));
    expect(crt, `${combat} 9.9`).toContain('not in our source');
    expect(crt, `${combat} 9.9`).toContain('Readings: −1 (default) or +1');
    const pc = '/1914-offensive/rules/post-combat-effectiveness-checks/';
    const artillery = page(pc).querySelectorAll('[data-rule="10.1"] .note.absent')[0];
    expect(artillery, `${pc}: no absent note in 10.1`).toBeDefined();
    expect(text(artillery!), `${pc} 10.1`).toContain('not in our source');
    const mv = '/1914-offensive/rules/movement/';
    expect(text(one(page(mv), '[data-rule="7.2.4"] .note.absent', mv)), `${mv} 7.2.4`).toContain('unknown. Read your card');
  });

  test('the Repulse rounding conflict is offered as a reading with the rule as default', () => {
    const path = '/1914-offensive/rules/movement/';
    const repulse = one(page(path), '[data-rule="7.4"]', path);
    const ambiguity = repulse.querySelectorAll('.note.ambiguity')[0];
    expect(ambiguity, `${path}: no ambiguity note in 7.4`).toBeDefined();
    expect(text(ambiguity!), `${path} 7.4`).toContain('Default on this site: round down');
    // errata H1: the Allied re-roll applies to Repulses
    expect(text(repulse), `${path} 7.4`).toContain('Allied Repulses in GTs 1-5');
    const first = byRole(repulse, 'link', '9.9.1')[0];
    expect(first, `${path} 7.4: no link named 9.9.1`).toBeDefined();
    expect(shown(first!), `${path} 7.4: the first link named 9.9.1 is hidden`).toBe(true);
    leads(first!, path, /\/1914-offensive\/rules\/combat\/#r-9-9-1$/);
  });
});

describe('1914, Offensive à outrance: Introduction and chapters 1-6 (was 1914-offensive/reference-chapters.spec.ts)', () => {
  test('the CE ladder prints the lost minus signs and says they were reconstructed', () => {
    const path = '/1914-offensive/rules/effectiveness/';
    const doc = page(path);
    const ladder = one(doc, '[data-rule="6.1.4"]', path);
    row(ladder, /^5 D1 \(−3\) Base − 3$/, `${path} 6.1.4`);
    expect(text(one(ladder, '.note', `${path} 6.1.4`))).toContain('Minus signs lost');
    // 6.1.3 is printed in the source, 6.1.2 is not
    expect(doc.querySelectorAll('#r-6-1-3 .rule-inferred'), `${path}: 6.1.3 marked inferred`).toHaveLength(0);
    expect(text(one(doc, '#r-6-1-2 .rule-inferred', path))).toBe('no. inferred');
  });

  test('a reconstructed cross-reference leads to the rule it names', () => {
    const path = '/1914-offensive/rules/effectiveness/';
    const ref = link(one(page(path), '[data-rule="6.4"]', path), '11.1.6', `${path} 6.4`);
    const to = leads(ref, path, /\/1914-offensive\/rules\/[^/]+\/#r-11-1-6$/);
    expect(text(one(to.doc!, '#r-11-1-6', to.path))).toContain('Isolated Demoralized Force');
  });
});

describe('Nations in Arms: chapters and charts (was nations-in-arms/rules.spec.ts)', () => {
  test('optional 1.3 is badged Optional; a lost sub-number (1.1.1) is marked inferred, a printed one (1.1.4) is not', () => {
    const path = '/nations-in-arms/rules/game-units/';
    const doc = page(path);
    expect(text(one(doc, '#r-1-3 .rule-optional', path))).toBe('Optional');
    expect(text(one(doc, '#r-1-1-1 .rule-inferred', path))).toBe('no. inferred');
    expect(doc.querySelectorAll('#r-1-1-4 .rule-inferred'), `${path}: 1.1.4 marked inferred`).toHaveLength(0);
    expect(text(one(doc, '#r-1-1-1-1', path)), 'a fourth-level number still gets its anchor').toContain('Steps');
  });

  test('the Spanish instability chart keeps the known targets and shows the two lost figures as lost', () => {
    const path = '/nations-in-arms/charts/';
    const tables = page(path).querySelectorAll('table').filter((t) => byRole(t, 'columnheader', '2D6 needed (modified)').length > 0);
    expect(tables.length, `${path}: tables with a "2D6 needed (modified)" column`).toBe(1);
    const table = tables[0]!;
    row(table, /1805\s+14/, `${path} Spanish instability`);
    row(table, /1809\s+8/, `${path} Spanish instability`);
    expect(text(row(table, /1808/, `${path} Spanish instability`))).toContain('Not in our source');
    row(table, /Not in our source.*7$/, `${path} Spanish instability`);
  });
});

describe('On To Paris!: rule markers (was on-to-paris/rules.spec.ts)', () => {
  test('a rule our source lacks says so in its heading', () => {
    const path = '/on-to-paris/rules/fortifications/';
    const heading = one(page(path), '#r-16-2', path);
    expect(text(heading)).toContain('Initiating and Removing a Siege');
    expect(text(one(heading, '.rule-status', `${path} 16.2`))).toBe('not in our source');
  });

  test('an optional rule is badged Optional, an inferred number is marked and explained', () => {
    const path = '/on-to-paris/rules/supply/';
    const doc = page(path);
    expect(text(one(doc, '#r-9-6 .rule-optional', path))).toBe('Optional');
    expect(doc.querySelectorAll('#r-9-6 .rule-inferred'), `${path}: 9.6 is printed in the source`).toHaveLength(0);
    const mark = one(doc, '#r-9-6-1 .rule-inferred', path);
    expect(text(mark)).toBe('no. inferred');
    // the explanation opens on a tap (issue 20, section 6), not in a tooltip a phone cannot show: the mark is a
    // button naming a popover of the page (the tap itself: site/badges.spec.ts, on this very mark)
    expect(mark.tagName, `${path}: the inferred mark of 9.6.1`).toBe('BUTTON');
    const pop = one(doc, `[id="${mark.getAttribute('popovertarget')}"]`, `${path}: the popover of the inferred mark`);
    expect(pop.hasAttribute('popover'), `${path}: #${pop.id} is not a popover`).toBe(true);
    expect(text(pop)).toMatch(/inferred it from the rulebook’s cross-references/);
  });
});
