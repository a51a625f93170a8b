import { describe, expect, it } from 'vitest';
import { ourWords } from '../../../scripts/check-words.mjs';

const words = (html: string) => ourWords(html).map((f: { word: string; where: string }) => `${f.word} @ ${f.where}`);

describe('the built-pages check for words meant for us', () => {
  it('finds "seed" and "scrape" in text a player reads, as whole words, any case', () => {
    expect(words('<p>Our source (seed line 102) says so.</p>')).toEqual(['seed @ text']);
    expect(words('<main><h2>X</h2><p>range lost in the <em>Scrape</em></p></main>')).toEqual(['Scrape @ text']);
    expect(words('<li>from Scraped text of the rulebook; the seeds say</li>')).toEqual(['Scraped @ text', 'seeds @ text']);
  });

  it('finds them in the attributes a player sees or hears', () => {
    expect(words('<td title="From the scraped text">3</td>')).toEqual(['scraped @ td title=']);
    expect(words('<div role="region" aria-label="seed table"></div>')).toEqual(['seed @ div aria-label=']);
    expect(words('<img alt="a scrape" src="x.png">')).toEqual(['scrape @ img alt=']);
    expect(words('<meta name="description" content="From the scrape">')).toEqual(['scrape @ meta content=']);
  });

  it('leaves scripts, styles, JSON props, links and other words alone', () => {
    expect(words('<script>const seed = 1; // scraped</script><style>.seed{}</style>')).toEqual([]);
    expect(words('<script type="application/json">{"note":"seed line 3"}</script>')).toEqual([]);
    expect(words('<astro-island props="{&quot;note&quot;:&quot;the scrape&quot;}"></astro-island>')).toEqual([]);
    expect(words('<a href="/seed/" class="scrape" data-x="seed">Seedling, scraper, reseeded</a>')).toEqual([]);
  });
});
