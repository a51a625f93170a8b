/**
 * Issue 14, section 7: sentences an audit against the seeds found wrong or
 * looser than the source. Each test checks one corrected fact as text, with
 * the seed lines that support it in its name. The seeds themselves are not
 * read here (they live outside the repository).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { load } from 'js-yaml';

const root = join(import.meta.dirname, '../../content');
const read = (p: string) => readFileSync(join(root, p), 'utf8');
const yaml = (p: string) => load(read(p)) as any;
/** The body of one <Rule id="…"> in a chapter, up to the next <Rule. */
function rule(file: string, id: string): string {
  const src = read(file);
  const start = src.indexOf(`<Rule id="${id}"`);
  if (start < 0) throw new Error(`${file}: no rule ${id}`);
  const next = src.indexOf('<Rule id=', start + 10);
  return src.slice(start, next < 0 ? undefined : next);
}
const flat = (s: string) => s.replace(/\s+/g, ' ');
const term = (game: string, id: string): string => {
  const t = yaml(`${game}/glossary.yaml`).terms.find((x: any) => x.id === id);
  if (!t) throw new Error(`${game}: no glossary term ${id}`);
  return flat(t.definition);
};
const row = (file: string, key: string, value: string) => {
  const r = yaml(file).rows.find((x: any) => x[key] === value);
  if (!r) throw new Error(`${file}: no row ${key}=${value}`);
  return r;
};

describe('Metz 18.6: which tests pass on a roll equal to the TCR', () => {
  // seed 721 charge, 743 countercharge, 751 opportunity charge, 891 Tough Fight, 951 rebuild,
  // 1069 hasty works: "less than or equal"; 649 Break Test equal = Uneasy Pass;
  // 609-612 and 631, 1318: a Morale Test with a differential of 0 takes a Morale Hit;
  // 1181 Bivouac: only "less than" passes.
  const page = flat(rule('metz-1870/rules/overnight.mdx', '18.6'));
  it('no longer says every other test passes on equal', () => expect(page).not.toMatch(/every other test/i));
  it('lists the tests that pass on equal', () => {
    for (const t of [/charge/i, /countercharge/i, /rebuild/i, /Hasty Works/, /Uneasy Pass/]) expect(page).toMatch(t);
  });
  it('lists the Morale Test as failing on equal, with the example of play', () => {
    expect(page).toMatch(/Morale Test[^.]*(fails|does not pass)[^.]*equal/i);
    expect(page).toMatch(/8 against (a )?TCR (of )?8[^.]*Shaken/);
  });
  it('the Bivouac chart note says the same', () => {
    const note = flat(yaml('metz-1870/tables/bivouac.yaml').note);
    expect(note).not.toMatch(/unlike other tests/);
    expect(note).toMatch(/Morale Test/);
  });
});

describe('Metz 12.9 example: the Guard brigade stood in #2523 (seed 1278, 1284)', () => {
  const page = flat(rule('metz-1870/rules/assault.mdx', '12.9'));
  it('names #2523 as the Guard brigade’s hex and #2524 as the cavalry’s', () => {
    expect(page).toMatch(/Guard[^.]*#2523/);
    expect(page).toMatch(/#2524/);
    expect(page).not.toMatch(/fell back from #2524/);
  });
});

describe('Death Ride glossary: Cover enters four tables, not the cavalry assault (card 152, 195, 249, 271; 217-228)', () => {
  const d = term('death-ride', 'cover');
  it('names the tables it enters', () => {
    for (const t of [/bombardment/i, /rifle fire/i, /Chassepot volley/i, /infantry/i]) expect(d).toMatch(t);
  });
  it('says the cavalry-against-cavalry assault has none, and no longer says every table', () => {
    expect(d).not.toMatch(/every combat table/);
    expect(d).toMatch(/cavalry against cavalry[^.]*(no|not)/i);
  });
});

describe('Death Ride 5.3.1: both readings of "Hill: prevent exiting of Beaten Zone" (card 170)', () => {
  const both = (s: string) => {
    expect(s, s).toMatch(/leav/i); // a Hill stops units leaving a Beaten Zone
    expect(s, s).toMatch(/reach/i); // a Hill stops a Beaten Zone reaching past it
    expect(s, s).toMatch(/default/i);
  };
  it('on the rule page', () => both(flat(rule('death-ride/rules/movement.mdx', '5.3.1'))));
  it('in the terrain key', () => both(row('death-ride/tables/terrain-key.yaml', 'terrain', 'Hill').effects));
  it('in the glossary', () => both(term('death-ride', 'beaten-zone')));
  it('in the terrain key notes of the rule page', () => both(flat(rule('death-ride/rules/movement.mdx', 'terrain-key'))));
});

describe('Death Ride 12.0: "French majority occupied" reads two ways (card 337, 341)', () => {
  it('the page names its reading and offers the other', () => {
    const page = flat(rule('death-ride/rules/setup.mdx', '12.0'));
    expect(page).toMatch(/majority[^.]*units in the area/i);
    expect(page).toMatch(/Default/);
    expect(page).toMatch(/Alternative[^.]*majority of (those|the) areas/i);
  });
});

describe('Metz: sentences re-read against the seed', () => {
  it('17.0: a parent brigade comes back only to the Available for Rebuild box, Battleworn, after its detachments leave the map (seed 1138, 1144)', () => {
    const page = flat(rule('metz-1870/rules/breakdown.mdx', '17.0'));
    expect(page).toMatch(/Available for Rebuild/);
    expect(page).toMatch(/Battleworn side/);
    expect(page).toMatch(/detachments?[^.]*(off|from) the map/i);
  });
  it('5.3: assault outside Aggressive posture by Event chit, OOC marker or adjacent Defensive cavalry (seed 409, 783)', () => {
    const page = flat(rule('metz-1870/rules/sequence.mdx', '5.3'));
    expect(page).toMatch(/Event chit/);
    expect(page).toMatch(/cavalry[^.]*(began|begins|starts)[^.]*adjacent/i);
    expect(page).toMatch(/In Command for (the )?activation only|only for activation/i);
  });
  it('11.6: a charger enters the hex only when it is left empty, and Advance cavalry must try to charge (seed 914, 1014, 1278)', () => {
    const page = flat(rule('metz-1870/rules/movement.mdx', '11.6'));
    expect(page).not.toMatch(/a charger that wins must advance/);
    expect(page).toMatch(/empt(y|ied)/);
    expect(page).not.toMatch(/draws an Advance marker and must charge/);
  });
  it('11.6.2: the timing of the hit is given with its two readings, default as in the charge calculator (seed 733, 751, 916, 1284)', () => {
    const page = flat(rule('metz-1870/rules/movement.mdx', '11.6.2'));
    expect(page).toMatch(/Default/);
    expect(page).toMatch(/Alternative/);
    expect(page).toMatch(/right after its own assault/i);
  });
  it('8.1.4: the chart note and the rule page give the same order, total first (seed 501, 511, 520)', () => {
    const page = flat(rule('metz-1870/rules/fire.mdx', '8.1.4'));
    expect(page).toMatch(/Default:\*? (add|total)[^.]*first/i);
    const note = flat(yaml('metz-1870/tables/fire-sp-adjustments.yaml').note);
    expect(note).toMatch(/8\.1\.4/);
  });
  it('every weapon-range row says whether it is stated or inferred, and what is inferred (seed 1257-1336)', () => {
    const c = yaml('metz-1870/tables/weapon-ranges.yaml');
    expect(c.columns.map((x: any) => x.key)).toContain('basis');
    for (const r of c.rows) {
      expect(r.basis, JSON.stringify(r.unit)).toBeDefined();
      expect(r.basis.value).toMatch(/^(Stated|Inferred)/);
    }
    const inferred = c.rows.filter((r: any) => /^Inferred/.test(r.basis.value)).length;
    expect(inferred).toBeGreaterThan(0);
  });
  it('OOC Withdraw: no Engagement, nothing else, and the over-stacking case (seed 983)', () => {
    const w = row('metz-1870/tables/ooc-markers.yaml', 'marker', 'Withdraw').effect;
    expect(w).toMatch(/Engag/);
    expect(w).toMatch(/over-stack/);
    expect(w).not.toMatch(/at least 1 hex further away if that fails/);
  });
  it('18.0: the Dusk and Dawn "as normal" cells are marked as our inference (seed 1132, 1148)', () => {
    const page = flat(rule('metz-1870/rules/overnight.mdx', '18.0'));
    expect(page).toMatch(/inference|inferred/i);
    expect(page).not.toMatch(/\| all, as normal \|/);
  });
});

describe('glossary definitions no looser than their rule', () => {
  it('Metz Bivouac: units that neither moved nor tried to build earthworks (seed 1174)', () => expect(term('metz-1870', 'bivouac')).toMatch(/earthworks/i));
  it('Metz TCR: the Morale Test fails on equal, Bivouac needs below (seed 612, 1181)', () => {
    expect(term('metz-1870', 'tcr')).toMatch(/Morale Test/);
    expect(term('metz-1870', 'tcr')).toMatch(/Bivouac/);
  });
  it('Metz Opportunity Charge: Clear, Clear/Road, Stream or Ravine, in the enemy Movement Step (seed 751)', () => {
    expect(term('metz-1870', 'opportunity-charge')).toMatch(/Stream/);
    expect(term('metz-1870', 'opportunity-charge')).toMatch(/Movement Step/);
  });
  it('Metz Abandoning Position: every attacker infantry, or every attacker heavier cavalry (seed 803)', () =>
    expect(term('metz-1870', 'abandoning-position')).toMatch(/every attack/i));
  it('Metz Breakthrough: only units neither Shaken nor Disrupted (seed 914)', () => expect(term('metz-1870', 'breakthrough')).toMatch(/Shaken/));
  it('Metz Morale Test: a roll equal to the TCR takes a hit (seed 612)', () => expect(term('metz-1870', 'morale-test')).toMatch(/equal/i));
  it('Metz CIC chit: In Command for activation only (seed 318)', () => expect(term('metz-1870', 'cic-chit')).toMatch(/activation only|only for activation/i));
  it('Metz Rebuilding: stacked with or next to its HQ (seed 951)', () => expect(term('metz-1870', 'rebuilding')).toMatch(/stacked with/));
  it('Metz Leader Casualty: the next Activation chit, not a CIC chit (seed 387)', () => expect(term('metz-1870', 'leader-casualty')).toMatch(/Activation chit/));
  it('Metz Charge Disorganization: the timing names both readings (seed 733, 916)', () => expect(term('metz-1870', 'charge-disorganization')).toMatch(/11\.6\.2/));
  it('Death Ride Beaten Zone: the card does not define it (card 62, 170, 227, 272)', () => expect(term('death-ride', 'beaten-zone')).not.toMatch(/^An area covered by fire/));
  it('Death Ride Regroup: not occupied by or next to the enemy, outside potential Beaten Zones, division kept whole (card 26)', () => {
    expect(term('death-ride', 'regroup')).toMatch(/Beaten Zone/);
    expect(term('death-ride', 'regroup')).toMatch(/split|together|whole/);
  });
  it('Death Ride Action phase: the German player may allow one more impulse each (card 11)', () => expect(term('death-ride', 'action-phase')).toMatch(/one more/));
  it('Death Ride Fresh and Activated: the Fresh-only limit is the area activation\'s (card 19), not every activation', () => {
    expect(term('death-ride', 'fresh')).toMatch(/units of one area/);
    expect(term('death-ride', 'activated')).toMatch(/units of one area/);
  });
  it('Death Ride Chassepot volley: when it is fired is rule 7.3, not on the card (card 240-261, 296)', () => expect(term('death-ride', 'chassepot-volley')).toMatch(/7\.3[^.]*not in our source/));
});

describe('Death Ride unit names spelt differently from the card say so (card 71-72, 320-334, 351-410)', () => {
  // our spelling -> the card's, and where the card's differs only in one place, which file
  const pairs: [string, string, string?][] = [
    ['Clérembault', 'Clerambault'],
    ['Levassor-Sorval', 'Levasseur-Sorval'],
    ['Stülpnagel', 'Stuelphnagel'],
    ['Voigts-Rhetz', 'Voights-Rhetz'],
    ['East Frisian', 'East Freisland'],
    ['Grüter', 'Gruter'],
    ['9e Ligne', '9eme Ligne'],
    ['Valabrègue', 'Valabregue'],
    ['Vergé', 'Verge'],
    ['Diringshofen', 'DIRINGSHOFFEN', 'tables/counters.yaml'], // the sample counter; the reinforcement list spells it as we do
    ['Kraatz-Koschlau', 'Kraaz-Koschlau', 'tables/reinforcements.yaml'], // the reinforcement list; the counter spells it as we do
  ];
  const files = ['tables/setup-french.yaml', 'tables/reinforcements.yaml', 'tables/counters.yaml', 'rules/setup.mdx', 'rules/movement.mdx'];
  for (const f of files)
    it(f, () => {
      const s = read(`death-ride/${f}`);
      for (const [ours, card, only] of pairs)
        if (s.includes(ours) && (!only || only === f)) expect(s, `${f} spells ${ours} without the card's ${card}`).toContain(card);
    });
  it('the counter sample names no brigade the card only abbreviates (card 87: "CLERA. BRUCH.")', () =>
    expect(read('death-ride/tables/counters.yaml')).not.toMatch(/Bruchard's brigade \(abbreviated/));
});

describe('1914 16.2.1 and 16.4 examples: CE Statuses written as on the CE ladder, negative (seed line 64; 6.1)', () => {
  const examples = ['16.2.1', '16.4'].map((id) => flat(rule('1914-offensive/rules/reinforcements.mdx', id))).join(' ');
  it('no CE Status is written as a bare positive number', () => expect(examples).not.toMatch(/CE Status (?:is )?\d|at \d form/));
  it('the substitution keeps −2, and the corps averages −1, −1, −2 to −2', () => {
    expect(examples).toContain('whose CE Status is −2: division A starts at CE Status −2');
    expect(examples).toContain('at CE Status −1 and C at −2');
    expect(examples).toContain('so Z has CE Status −2');
  });
});

describe('Nations in Arms 8.3.4: a demoralized force checks attrition in each final attrition phase by 7.2, case 4 (seed 50, 60)', () => {
  const page = flat(rule('nations-in-arms/rules/combat-procedure.mdx', '8.3.4'));
  it('cites 7.2 (which lists the final-phase cases), not 7.3 (when checks are rolled)', () => {
    expect(page).toMatch(/final attrition phase \(<RuleRef id="7\.2" \/>\)/);
    expect(page).not.toMatch(/final attrition phase \(<RuleRef id="7\.3"/);
  });
});
