import { describe, expect, it } from 'vitest';
import { ourWords } from '../../../scripts/check-words.mjs';

const words = (html: string) => ourWords(html).map((f: { word: string; where: string }) => `${f.word} @ ${f.where}`);

describe('the built-pages check for words meant for us', () => {
  it('finds "seed" and "scrape" in text a player reads, as whole words, any case', () => {
    expect(words('<p>Our source (seed line 102) says so.</p>')).toEqual(['seed @ text', 'line 102 @ text']);
    expect(words('<main><h2>X</h2><p>range lost in the <em>Scrape</em></p></main>')).toEqual(['Scrape @ text']);
    expect(words('<li>from Scraped text of the rulebook; the seeds say</li>')).toEqual(['Scraped @ text', 'seeds @ text']);
  });

  it('finds them in the attributes a player sees or hears', () => {
    expect(words('<td title="From the scraped text">3</td>')).toEqual(['scraped @ td title=']);
    expect(words('<div role="region" aria-label="seed table"></div>')).toEqual(['seed @ div aria-label=']);
    expect(words('<img alt="a scrape" src="x.png">')).toEqual(['scrape @ img alt=']);
    expect(words('<meta name="description" content="From the scrape">')).toEqual(['scrape @ meta content=']);
  });

  it('finds a line number of our text and a section of our notes, in text and shown attributes', () => {
    expect(words('<td>MT <small>Example of play, line 1328</small></td>')).toEqual(['line 1328 @ text']);
    expect(words('<p>as the example shows (Lines 1257, 1298, 1318)</p>')).toEqual(['Lines 1257 @ text']);
    expect(words('<p>no shift at 2:5 (line 1338, notes §11.2), against 12.5 a</p>')).toEqual(['line 1338 @ text', 'notes §11.2 @ text']);
    expect(words('<td title="Rule 8.9, line 597">2</td>')).toEqual(['line 597 @ td title=']);
    expect(words('<p>the seed, line 44012</p>')).toEqual(['seed @ text', 'line 44012 @ text']);
  });

  it('finds our research notes named to a player', () => {
    expect(words('<p>Our research notes left out the SP a Demoralized attacker loses.</p>')).toEqual(['research notes @ text']);
    expect(words('<p>as the errata to our Research Note does</p>')).toEqual(['Research Note @ text']);
  });

  it('leaves lines and notes that are not ours alone', () => {
    expect(words('<p>Line of sight is blocked; the supply line runs 12 hexes; a line 10 hexes long.</p>')).toEqual([]);
    expect(words('<p>Designer notes: see 11.2. Rule 8.9 (page 14), the example of play at #2324.</p>')).toEqual([]);
    expect(words('<p>a line 123456 long; airline 1328; §11.2 of the rules</p>')).toEqual([]);
  });

  it('leaves scripts, styles, JSON props, links and other words alone', () => {
    expect(words('<script>const seed = 1; // scraped</script><style>.seed{}</style>')).toEqual([]);
    expect(words('<script type="application/json">{"note":"seed line 3"}</script>')).toEqual([]);
    expect(words('<script type="application/json">{"source":"Example of play, line 1328, notes §11.2"}</script>')).toEqual([]);
    expect(words('<astro-island props="{&quot;note&quot;:&quot;the scrape&quot;}"></astro-island>')).toEqual([]);
    expect(words('<a href="/seed/" class="scrape" data-x="seed">Seedling, scraper, reseeded</a>')).toEqual([]);
  });
});
