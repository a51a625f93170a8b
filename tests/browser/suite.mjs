// The browser test suite: one entry per behaviour a player relies on.
// Each test gets { page, context, base, axe, assert }.

const G = 'death-ride';

export const tests = [
  {
    name: 'home: lists the games, passes axe, fits 360 px',
    viewport: { width: 360, height: 740 },
    async run({ page, base, axe, assert }) {
      await page.goto(`${base}/`);
      assert((await page.locator('.cards li').count()) >= 1, 'no game cards');
      assert(await page.getByRole('link', { name: /Death Ride/ }).first().isVisible(), 'Death Ride not listed');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert(overflow <= 0, `page scrolls sideways by ${overflow}px at 360px`);
      await axe('home');
    },
  },
  {
    name: 'game hub: credits, unofficial notice, links to every section; axe',
    async run({ page, base, axe, assert }) {
      await page.goto(`${base}/${G}/`);
      const text = await page.textContent('main');
      assert(/Unofficial players' aid/i.test(text), 'no unofficial notice');
      assert(/Charles Vasey/.test(text), 'designer missing');
      for (const href of ['rules/', 'checklist/', 'calculators/', 'charts/', 'glossary/'])
        assert((await page.locator(`main a[href="/${G}/${href}"]`).count()) + (await page.locator(`nav a[href="/${G}/${href}"]`).count()) > 0, `no link to ${href}`);
      await axe('hub');
    },
  },
  {
    name: 'rules page: anchors, cross-references, no islands, axe; dark mode too',
    colorScheme: 'dark',
    async run({ page, base, axe, assert }) {
      await page.goto(`${base}/${G}/rules/combat/#r-7-4`);
      const h = page.locator('#r-7-4');
      assert(await h.isVisible(), '#r-7-4 not visible');
      assert(/7\.4/.test(await h.textContent()), 'rule number not in heading');
      assert((await page.locator('astro-island').count()) === 0, 'rules page has an island');
      const scripts = await page.locator('script[src]').count();
      assert(scripts <= 1, `rules page loads ${scripts} scripts`);
      const refs = page.locator('main a.rule-ref');
      assert((await refs.count()) > 0, 'no cross-references on the combat chapter');
      const href = await refs.first().getAttribute('href');
      assert(/^\/death-ride\/rules\/[a-z-]+\/#r-[a-z0-9-]+$/.test(href ?? ''), `odd cross-reference ${href}`);
      const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      assert(bg !== 'rgb(251, 250, 247)', 'dark colour scheme not applied');
      await axe('rules page (dark)');
    },
  },
  {
    name: 'dark mode on the island pages: a checklist mid-turn, a calculator with its result and the chart editor pass axe',
    colorScheme: 'dark',
    async run({ page, base, axe, assert }) {
      await page.goto(`${base}/metz-1870/checklist/`);
      await page.waitForSelector('#step-title');
      for (const b of ['Done: next step', 'Dusk (9 pm)', 'Add French formation chits', 'The cup is ready']) await page.click(`button:has-text("${b}")`);
      await page.waitForSelector('#step-title:has-text("Draw a chit")');
      const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      assert(bg !== 'rgb(251, 250, 247)', 'dark colour scheme not applied');
      await axe('Metz checklist (dark)');
      await page.goto(`${base}/metz-1870/calculators/charge/?kind=charge&c-cc=1&roll=4`);
      await page.locator('.calc-result table').first().waitFor();
      await axe('charge calculator (dark)');
      await page.goto(`${base}/metz-1870/charts/fire-crt/`);
      await page.locator('.chart-editor input:not([disabled])').first().waitFor();
      await axe('fire CRT editor (dark)');
    },
  },
  {
    name: 'rules.json of every game: each entry resolves to an element with its anchor',
    async run({ page, base, assert }) {
      const games = await (await page.request.get(`${base}/rules-index.json`)).json();
      assert(games.length >= 2, `only ${games.length} games in rules-index.json`);
      for (const { game } of games) {
        const rules = await (await page.request.get(`${base}/${game}/rules.json`)).json();
        assert(Array.isArray(rules) && rules.length >= 25, `${game}: rules.json has ${rules.length} entries`);
        const pages = new Map();
        for (const r of rules) {
          assert(typeof r.id === 'string' && typeof r.title === 'string' && typeof r.url === 'string', `bad entry ${JSON.stringify(r)}`);
          const [path, hash] = r.url.split('#');
          assert(hash === `r-${r.id.replace(/\./g, '-')}`, `url of ${r.id} has anchor ${hash}`);
          if (!pages.has(path)) pages.set(path, await (await page.request.get(`${base}${path}`)).text());
          assert(pages.get(path).includes(`id="${hash}"`), `${r.url} does not resolve`);
        }
      }
    },
  },
  {
    name: 'Metz 1870 rules: a chapter page with notes kept apart, axe; the home jump box lists both games for 7.4',
    async run({ page, base, axe, assert }) {
      await page.goto(`${base}/metz-1870/rules/fire/#r-8-4`);
      assert(await page.locator('#r-8-4').isVisible(), '#r-8-4 not visible');
      assert((await page.locator('main .note.absent').count()) >= 1, 'no "not in our source" box on the fire chapter');
      assert((await page.locator('astro-island').count()) === 0, 'rules page has an island');
      await axe('Metz fire chapter');
      await page.goto(`${base}/`);
      await page.fill('#jump-input', '7.4');
      await page.press('#jump-input', 'Enter');
      await page.waitForSelector('[data-jump-msg] a >> nth=1');
      const links = await page.locator('[data-jump-msg] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      assert(links.some((h) => h.startsWith('/death-ride/')) && links.some((h) => h.startsWith('/metz-1870/')), `links: ${links}`);
    },
  },
  {
    name: 'rule jump: "7.4 assault" in a game, unknown number, home lists the game',
    async run({ page, base, assert }) {
      await page.goto(`${base}/${G}/`);
      await page.fill('#jump-input', '7.4 assault');
      await page.press('#jump-input', 'Enter');
      await page.waitForURL(/\/death-ride\/rules\/combat\/#r-7-4$/);
      await page.fill('#jump-input', '99.9');
      await page.press('#jump-input', 'Enter');
      await page.waitForSelector('[data-jump-msg]:has-text("no rule 99.9")');
      await page.goto(`${base}/`);
      await page.fill('#jump-input', '7.7');
      await page.press('#jump-input', 'Enter');
      await page.waitForURL(/#r-7-7$/);
      assert(await page.locator('#r-7-7').isVisible(), 'jumped but #r-7-7 not visible');
      // short links work without JavaScript
      await page.goto(`${base}/${G}/r/7.3/`);
      await page.waitForURL(/\/death-ride\/rules\/combat\/#r-7-3$/);
      await page.goto(`${base}/`);
      await page.fill('#jump-input', '42.42');
      await page.press('#jump-input', 'Enter');
      await page.waitForSelector('[data-jump-msg]:has-text("No game has a rule 42.42")');
    },
  },
  {
    name: 'search: "/" opens it, Pagefind loads only then, results deep-link to rules',
    async run({ page, base, axe, assert }) {
      const loaded = [];
      page.on('request', (r) => r.url().includes('/pagefind/') && loaded.push(r.url()));
      await page.goto(`${base}/${G}/rules/sequence/`);
      assert(loaded.length === 0, 'Pagefind loaded before search was opened');
      await page.keyboard.press('/');
      await page.waitForSelector('dialog[open]');
      await page.keyboard.type('Chassepot volley');
      // results arrive per keystroke: wait for the final query's deep link
      await page.waitForSelector('[data-search-results] a[href$="#r-7-3"]', { timeout: 10000 }).catch(() => {});
      const hrefs = await page.locator('[data-search-results] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      assert(hrefs.some((h) => /\/death-ride\/rules\/[a-z-]+\/#r-7-3/.test(h ?? "")), `query "${await page.inputValue("#search-input")}": no deep link to 7.3 in ${hrefs.join(", ")}`);
      assert(loaded.length > 0, 'Pagefind never loaded');
      await axe('search dialog');
      await page.keyboard.press('Escape');
      await page.waitForSelector('dialog[open]', { state: 'detached' }).catch(() => {});
      assert(!(await page.locator('dialog[open]').count()), 'dialog did not close');
    },
  },
  {
    name: 'glossary: terms with anchors and rule links; a <Term> link lands on its entry; axe',
    async run({ page, base, axe, assert }) {
      await page.goto(`${base}/${G}/glossary/`);
      assert((await page.locator('dl.glossary dt').count()) >= 20, 'fewer than 20 glossary terms');
      assert(await page.locator('#g-cover').isVisible(), 'no #g-cover');
      await axe('glossary');
      await page.goto(`${base}/${G}/rules/combat/`);
      const term = page.locator('main a.term').first();
      const href = await term.getAttribute('href');
      await term.click();
      await page.waitForURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`));
      const id = href.split('#')[1];
      assert(await page.locator(`#${id}`).isVisible(), `glossary entry ${id} missing`);
    },
  },
  {
    name: 'charts: data tables with captions, unknown cells marked, print hides navigation; axe',
    async run({ page, base, axe, assert }) {
      await page.goto(`${base}/${G}/charts/`);
      assert((await page.locator('main table').count()) >= 10, 'fewer than 10 charts');
      assert((await page.locator('td.unknown').count()) >= 1, 'no cell marked unknown');
      await axe('charts');
      await page.emulateMedia({ media: 'print' });
      assert(!(await page.locator('.site-header').isVisible()), 'header visible in print');
      const inside = await page.evaluate(() => getComputedStyle(document.querySelector('table')).breakInside);
      assert(inside === 'avoid', `tables break inside in print (${inside})`);
    },
  },
  {
    name: 'theme toggle persists across pages',
    async run({ page, base, assert }) {
      await page.goto(`${base}/`);
      await page.click('[data-theme-toggle]');
      const t = await page.evaluate(() => document.documentElement.dataset.theme);
      assert(t === 'dark' || t === 'light', 'toggle did not set a theme');
      await page.goto(`${base}/${G}/`);
      assert((await page.evaluate(() => document.documentElement.dataset.theme)) === t, 'theme not kept');
    },
  },
  {
    name: 'checklist: steps, roll validation, progress survives reload, undo; axe',
    async run({ page, base, axe, assert }) {
      await page.goto(`${base}/${G}/checklist/`);
      await page.waitForSelector('#step-title');
      assert(/New turn/.test(await page.textContent('#step-title')), 'does not start at a new turn');
      assert(/area 24/.test(await page.textContent('main')), "turn 1 reinforcements not shown");
      await axe('checklist');
      await page.click('button:has-text("Done: next step")');
      await page.waitForSelector('#step-title:has-text("Chassepot")');
      await page.click('button:has-text("Done: next step")');
      await page.waitForSelector('#step-title:has-text("German impulse")');
      await page.click('button:has-text("Activate units in one area")');
      await page.waitForSelector('#step-title:has-text("last?")');
      // bad input: a message beside the field, no step change
      await page.fill('#roll-die', '11');
      await page.click('button:has-text("Use this roll")');
      await page.waitForSelector('#roll-die-err');
      assert(/cannot be rolled/.test(await page.textContent('#roll-die-err')), 'no range message');
      await page.fill('#roll-die', 'x');
      await page.click('button:has-text("Use this roll")');
      assert(/not a die value/.test(await page.textContent('#roll-die-err')), 'no number message');
      await axe('checklist with errors');
      await page.fill('#roll-die', '9');
      await page.click('button:has-text("Use this roll")');
      await page.waitForSelector('#step-title:has-text("French impulse")');
      await page.reload();
      await page.waitForSelector('#step-title');
      assert(/French impulse/.test(await page.textContent('#step-title')), 'progress lost on reload');
      assert(/German impulses\s*1/.test(await page.textContent('.counters')), 'counter lost on reload');
      await page.click('button:has-text("Undo")');
      await page.waitForSelector('#step-title:has-text("last?")');
      await page.click('button:has-text("Roll for me")');
      await page.waitForFunction(() => !/last\?/.test(document.querySelector('#step-title')?.textContent ?? ''));
    },
  },
  {
    name: 'Metz checklist: fill the cup, exact draw chances, the dusk rules note, a draw, reload keeps the cup; axe',
    async run({ page, base, axe, assert }) {
      await page.goto(`${base}/metz-1870/checklist/`);
      await page.waitForSelector('#step-title:has-text("Set up the scenario")');
      await page.click('button:has-text("Done: next step")');
      await page.waitForSelector('#step-title:has-text("Which kind of turn")');
      await page.click('button:has-text("Dusk (9 pm)")');
      await page.waitForSelector('#step-title:has-text("Fill the draw cup")');
      // the fixed note for a dusk turn comes from the page's HTML, with its rule link
      assert(/Dusk rules this turn/.test(await page.textContent('.step')), 'no dusk rules note');
      assert((await page.locator('.step a[href="/metz-1870/rules/overnight/#r-18-1"]').count()) > 0, 'the dusk note has no rule link');
      for (const b of ['Add French formation chits', 'Add French formation chits', 'Add Prussian formation chits']) await page.click(`button:has-text("${b}")`);
      // 6 + 6 events, the FoW chit, 2 French and 1 Prussian formation chits
      await page.waitForSelector('text=This turn\'s cup: 16 chits');
      await axe('Metz checklist, planning');
      await page.click('button:has-text("The cup is ready")');
      await page.waitForSelector('#step-title:has-text("Draw a chit")');
      const cup = await page.textContent('.step');
      // 2 of 16 chits: 1/8 for the kind, 1/16 for one given chit (5.2)
      assert(/2 French formation activation chits: this kind next 1\/8 \(12\.5%\); one given chit of them 1\/16 \(6\.3%\)/.test(cup), `draw chances wrong: ${cup}`);
      // French: 2 formations and 6 events of 16; Prussian: 1 and 6; the FoW chit is nobody's
      assert(/Next chit French: 1\/2 \(50\.0%\); Prussian: 7\/16 \(43\.8%\)/.test(cup), `side chances wrong: ${cup}`);
      await axe('Metz checklist, draw');
      await page.click('button:has-text("Drew a Prussian formation chit")');
      await page.waitForSelector('#step-title');
      await page.reload();
      await page.waitForSelector('#step-title');
      assert(/15 of 16/.test(await page.textContent('.counters')), 'the cup was not kept over a reload');
      await page.click('button:has-text("Undo")');
      await page.waitForSelector('#step-title:has-text("Draw a chit")');
      assert(/16 of 16/.test(await page.textContent('.counters')), 'undo did not put the chit back');
    },
  },
  {
    name: 'island pages announce every script they will need in the HTML, so no download waits for another (scripts/island-preloads.mjs)',
    async run({ page, base, assert }) {
      for (const path of ['/metz-1870/checklist/', '/death-ride/checklist/', '/metz-1870/calculators/charge/', '/death-ride/calculators/combat/']) {
        const fetched = new Set();
        const onResponse = (r) => {
          const u = new URL(r.url());
          if (u.pathname.endsWith('.js') && !u.pathname.startsWith('/pagefind/')) fetched.add(u.pathname);
        };
        page.on('response', onResponse);
        await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
        page.off('response', onResponse);
        const announced = new Set(
          await page.evaluate(() => [...document.querySelectorAll('link[rel=modulepreload], script[src]')].map((e) => new URL(e.href || e.src).pathname)),
        );
        // the site script lazy-loads its own search helper on first use only; anything else fetched must have been announced
        const late = [...fetched].filter((f) => !announced.has(f));
        assert(fetched.size > 5, `${path}: only ${fetched.size} scripts fetched`);
        assert(late.length === 0, `${path}: fetched without being announced: ${late.join(', ')}`);
      }
    },
  },
  {
    name: 'checklist: a corrupt or outdated save is discarded with a notice',
    async run({ page, base, assert }) {
      // each save is written on the game's hub, where no checklist runs that could save over it
      const openWith = async (saved) => {
        await page.goto(`${base}/${G}/`);
        await page.evaluate((v) => localStorage.setItem('adc-checklist:death-ride', v), saved);
        await page.goto(`${base}/${G}/checklist/`);
        await page.waitForSelector('#step-title');
      };
      await openWith('{broken');
      assert(/could not be read/.test(await page.textContent('.checklist')), 'no notice for a corrupt save');
      await openWith(JSON.stringify({ schema: 'death-ride-sequence', version: 0, data: { history: [{}] } }));
      assert(/older version/.test(await page.textContent('.checklist')), 'no notice for an outdated save');
      await openWith(
        JSON.stringify({ schema: 'death-ride-sequence', version: 1, data: { history: [{ status: 'active', value: 'noSuchState', context: {}, children: {}, historyValue: {} }] } }),
      );
      assert(/no longer matches/.test(await page.textContent('.checklist')), 'no notice for a save with an unknown state');
      assert(/New turn/.test(await page.textContent('#step-title')), 'did not restart');
    },
  },
  {
    name: 'combat calculator: a shared link reproduces sample B1 exactly; inputs go to the URL; axe',
    async run({ page, context, base, axe, assert }) {
      // notes sample B1: artillery CV 5 + 1 more artillery, adjacent, Cover 1: attackers Spent 1/36
      await page.goto(`${base}/${G}/calculators/combat/?a-cv=5&b-extra=1`);
      const fail = page.locator('table.outcomes tr', { hasText: 'Fire fails' });
      await fail.waitFor();
      assert(/1\/36 \(2\.8%\)/.test(await fail.textContent()), `B1 failure row: ${await fail.textContent()}`);
      assert(/Target absorbs 5 CP.*1\/6 \(16\.7%\)/.test(await page.locator('table.outcomes').first().textContent()), 'B1: 5 CP should be 6/36');
      assert(/Target takes casualty points: 35\/36 \(97\.2%\)/.test(await page.textContent('.calc-summary')), 'headline summary missing');
      await axe('combat calculator');
      // one more supporting battery: M = +7, failure impossible
      await page.click('button[aria-label="Increase Additional artillery units in the activation"]');
      await page.waitForURL(/b-extra=2/);
      const url = page.url();
      const shown = await page.locator('.calc-result').textContent();
      assert(!/Fire fails/.test(await page.locator('table.outcomes').first().textContent()) || /Fire fails[^]*?\b0\b/.test(shown), 'failure should vanish at M = +7');
      const other = await context.newPage();
      await other.goto(url);
      await other.locator('table.outcomes').first().waitFor();
      assert((await other.locator('.calc-result').textContent()) === shown, 'the shared link does not reproduce the result');
      await other.close();
      // Back: every change replaces the URL (tests/browser/death-ride/calculator.spec.ts checks it)
    },
  },
  {
    name: 'combat calculator: bad input and crafted URLs get a message, never NaN or a blank widget',
    async run({ page, base, axe, assert }) {
      await page.goto(`${base}/${G}/calculators/combat/`);
      await page.locator('table.outcomes').first().waitFor();
      await page.fill('#f-a-cv', 'abc');
      await page.waitForSelector('#f-a-cv-err');
      assert(/not a whole number/.test(await page.textContent('#f-a-cv-err')), 'no message for abc');
      assert((await page.locator('table.outcomes').count()) === 0, 'a result is shown for bad input');
      assert((await page.getAttribute('#f-a-cv', 'aria-invalid')) === 'true', 'field not marked invalid');
      await axe('calculator with an error');
      await page.fill('#f-a-cv', '-3');
      assert(/out of range/.test(await page.textContent('#f-a-cv-err')), 'no range message');
      await page.fill('#f-a-cv', '');
      assert(/Enter a whole number/.test(await page.textContent('#f-a-cv-err')), 'no message for empty');
      for (const q of ['?a-cv=999', '?procedure=nuke', '?a-cv=1e3', '?b-range=perhaps', '?a-cv=%3Cscript%3E']) {
        await page.goto(`${base}/${G}/calculators/combat/${q}`);
        await page.waitForSelector('.field-error');
        const text = await page.textContent('.calculator');
        assert(!/NaN|undefined|Infinity/.test(text), `${q}: ${text.match(/.{0,30}(NaN|undefined|Infinity).{0,30}/)?.[0]}`);
        assert((await page.locator('table.outcomes').count()) === 0, `${q}: a result is shown`);
      }
    },
  },
  {
    name: 'end-of-phase and absorption calculators: exact values from the notes; axe',
    async run({ page, base, axe, assert }) {
      await page.goto(`${base}/${G}/calculators/end-of-phase/`);
      await page.locator('table.outcomes').first().waitFor();
      const t = await page.locator('table.outcomes').first().textContent();
      assert(/27\/125/.test(t), 'm = 0, j = 3 should be 27/125');
      await axe('end-of-phase calculator');
      await page.goto(`${base}/${G}/calculators/end-of-phase/?metz=2`);
      await page.waitForFunction(() => /3\/10/.test(document.querySelector('table.outcomes')?.textContent ?? ''));
      await page.goto(`${base}/${G}/calculators/absorption/?nationality=french&fresh=1&spent=0&cp=3`);
      await page.locator('.calc-result table').first().waitFor();
      assert(/exactly/i.test(await page.textContent('.calc-result')), 'French Fresh unit, 3 CP: should say it cannot be matched exactly');
      await axe('absorption calculator');
    },
  },
  {
    name: 'my chart: type cells from your own copy, bad value refused, export and import (good and bad), the calculator uses them; axe',
    async run({ page, base, axe, assert }) {
      await page.goto(`${base}/${G}/charts/turn-track/`);
      const cell = page.getByLabel('Modifier, turn 3');
      await cell.waitFor();
      await axe('my chart editor');
      await cell.fill('x');
      await page.waitForSelector('.editor-table .field-error');
      assert(/not a result/.test(await page.textContent('.editor-table .field-error')), 'no message for a bad cell');
      await cell.fill('+2');
      await page.waitForFunction(() => !document.querySelector('.editor-table .field-error'));
      assert(/1 of the 7 cells/.test(await page.textContent('.chart-editor')), 'coverage not updated');
      // export
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('button:has-text("Export as a file")')]);
      const exported = JSON.parse(await (await download.createReadStream()).toArray().then((b) => Buffer.concat(b).toString()));
      assert(exported.cells?.modifier?.['3'] === '+2', `export: ${JSON.stringify(exported)}`);
      // a bad import is refused and the chart is kept
      await page.setInputFiles('input[type=file]', { name: 'bad.json', mimeType: 'application/json', buffer: Buffer.from('{"aideDeCamp":"aide-de-camp-user-chart","version":1,"game":"death-ride","chart":"turn-track","cells":{"modifier":{"4":"lots"}}}') });
      await page.waitForSelector('.chart-editor [role=alert]');
      assert(/not imported/.test(await page.textContent('.chart-editor [role=alert]')), 'bad import not reported');
      assert((await cell.inputValue()) === '+2', 'chart changed by a bad import');
      // a good import replaces the cells
      exported.cells.modifier['4'] = '-1';
      await page.setInputFiles('input[type=file]', { name: 'good.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(exported)) });
      await page.waitForSelector('.chart-editor .notice:has-text("Imported")');
      assert((await page.getByLabel('Modifier, turn 4').inputValue()) === '-1', 'import not applied');
      // the calculator reads the entries
      await page.goto(`${base}/${G}/calculators/end-of-phase/?turn=3`);
      await page.locator('table.steps').waitFor();
      const first = await page.locator('table.steps tbody tr').first().textContent();
      assert(/your Turn track entry for turn 3/.test(first) && /\+2/.test(first), `calculator did not use the entry: ${first}`);
      // and the checklist's end-of-phase roll is pre-filled from the player's Turn track
      await page.goto(`${base}/${G}/charts/turn-track/`);
      await page.getByLabel('Modifier, turn 1').fill('-1');
      await page.waitForFunction(() => /3 of the 7 cells/.test(document.querySelector('.chart-editor')?.textContent ?? ''), null, { timeout: 5000 }).catch(() => {});
      assert(/3 of the 7 cells/.test(await page.textContent('.chart-editor')), `coverage: ${(await page.textContent('.chart-editor')).slice(0, 120)}`);
      await page.goto(`${base}/${G}/checklist/`);
      await page.waitForSelector('#step-title');
      for (const b of ['Done: next step', 'Done: next step', 'Pass']) await page.click(`button:has-text("${b}")`);
      await page.waitForSelector('#roll-turnModifier');
      assert((await page.inputValue('#roll-turnModifier')) === '-1', `turn modifier not pre-filled: ${await page.inputValue('#roll-turnModifier')}`);
    },
  },
  {
    name: 'Metz 1870 calculators: every one loads, fits 360 px and passes axe; a shared fire link reproduces example C6 (column 3) and says "read your card"',
    viewport: { width: 360, height: 740 },
    async run({ page, base, axe, assert }) {
      for (const calc of ['fire', 'morale', 'assault', 'reaction-fire', 'charge', 'command', 'bivouac']) {
        await page.goto(`${base}/metz-1870/calculators/${calc}/`);
        await page.locator('.calc-result table, .calc-result .error').first().waitFor();
        const text = await page.textContent('.calculator');
        assert(!/NaN|undefined|Infinity/.test(text), `${calc}: ${text.match(/.{0,30}(NaN|undefined|Infinity).{0,30}/)?.[0]}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert(overflow <= 0, `${calc}: the page scrolls sideways by ${overflow}px on a phone`);
        const empty = await page.locator('.calc-inputs fieldset').evaluateAll((fs) => fs.filter((f) => !f.querySelector('input, select')).map((f) => f.textContent.trim()));
        assert(empty.length === 0, `${calc}: empty input groups: ${empty.join(', ')}`);
        await axe(`Metz ${calc} calculator`);
      }
      await page.goto(`${base}/metz-1870/calculators/fire/?side=french&type=mitrailleuse&range=extended`);
      await page.locator('table.steps').waitFor();
      const steps = await page.textContent('table.steps');
      assert(/Final column\s*3\s*8\.4/i.test(steps.replace(/\s+/g, " ")), `C6 final column not 3: ${steps.slice(-300)}`);
      assert(/read your card/i.test(await page.textContent('.calc-result')), 'no "read your card" for an unknown column');
    },
  },
  {
    name: 'Metz fire CRT editor: cells the example reveals are fixed, the rest typed in; the fire calculator then gives the full column',
    async run({ page, base, axe, assert }) {
      await page.goto(`${base}/metz-1870/charts/fire-crt/`);
      await page.locator('.editor-table').waitFor();
      await axe('Metz fire CRT editor');
      const known = await page.locator('.editor-table td.known').count();
      assert(known === 11, `expected the 11 cells of the example of play, found ${known}`);
      // fill column 3 (rolls 4, 6, 7 are known from the example)
      for (const [roll, v] of [[1, 'NE'], [2, 'NE'], [3, 'NE'], [5, 'MT'], [8, 'MT+1'], [9, 'MT+2'], [10, 'CH']]) await page.getByLabel(new RegExp(`^3, .* ${roll}$`)).fill(v);
      await page.waitForSelector('.chart-editor [role=status]:has-text("7 of the")');
      await page.goto(`${base}/metz-1870/calculators/fire/?side=french&type=mitrailleuse&range=extended`);
      await page.locator('table.outcomes').first().waitFor();
      const t = await page.locator('.calc-result').textContent();
      assert(!/read your card: column 3/i.test(t), 'still asks to read the card with column 3 complete');
      // NE on 1-4 (4 from the example), MT on 5-7 (6 and 7 from the example), MT+1, MT+2, CH one each
      const all = await page.locator('.calc-result').textContent();
      assert(/10 \(0\)\s*CH\s*your card/.test(all), 'the entered cell is not shown with its provenance');
      assert(/2\/5 \(40\.0%\)/.test(all) && /3\/10 \(30\.0%\)/.test(all), `column 3 distribution missing: ${all.slice(0, 600)}`);
    },
  },
  {
    name: 'Metz reactions: each rule of 11.4-11.8 links to its calculator with the right kind; a kind of the other calculator gets a message',
    async run({ page, base, assert }) {
      await page.goto(`${base}/metz-1870/rules/movement/`);
      const expected = [
        ['reaction-fire', 'defensive-fire', 'Repeat penalty'],
        ['reaction-fire', 'opportunity-fire', 'BEATEN ZONE'],
        ['charge', 'charge', 'Chance of the Charge'],
        ['charge', 'countercharge', 'Chance of the Countercharge'],
        ['charge', 'opportunity-charge', 'Chance of the Opportunity Charge'],
      ];
      const hrefs = await page.locator('a.calc-link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      assert(hrefs.length === expected.length, `movement chapter should have ${expected.length} calculator links: ${hrefs.join(' ')}`);
      for (const [i, [calc, kind, text]] of expected.entries()) {
        assert(hrefs[i] === `/metz-1870/calculators/${calc}/?kind=${kind}`, `link ${i + 1}: ${hrefs[i]}`);
        await page.goto(`${base}${hrefs[i]}`);
        await page.locator('.calc-result table').first().waitFor();
        assert((await page.inputValue('#f-kind')) === kind, `${kind}: the reaction chosen is ${await page.inputValue('#f-kind')}`);
        assert((await page.textContent('.calc-result')).includes(text), `${kind}: no "${text}" in the result`);
      }
      for (const [calc, kind] of [['reaction-fire', 'charge'], ['charge', 'defensive-fire']]) {
        await page.goto(`${base}/metz-1870/calculators/${calc}/?kind=${kind}`);
        await page.waitForSelector('#f-kind-err');
        assert(/not one of the choices/.test(await page.textContent('#f-kind-err')), `${calc}?kind=${kind}: no message`);
        assert((await page.locator('.calc-result table').count()) === 0, `${calc}?kind=${kind}: a result is shown`);
      }
    },
  },
  {
    name: 'Metz walkthrough: a step links into the calculator with its inputs (C6, column 3); axe',
    async run({ page, base, axe, assert }) {
      await page.goto(`${base}/metz-1870/rules/example-of-play/`);
      await axe('Metz walkthrough');
      const link = page.locator('a.calc-link[href*="/calculators/fire/"]').first();
      const href = await link.getAttribute('href');
      assert(/type=mitrailleuse/.test(href ?? ''), `first fire link is not C6: ${href}`);
      await link.click();
      await page.waitForURL(/\/metz-1870\/calculators\/fire\/\?/);
      await page.locator('table.steps').waitFor();
      assert((await page.inputValue('#f-type')) === 'mitrailleuse', 'the link did not set the inputs');
      const steps = (await page.textContent('table.steps')).replace(/\s+/g, ' ');
      assert(/Final column\s*3\s*8\.4/i.test(steps), `C6 should end on column 3: ${steps.slice(-300)}`);
    },
  },
  {
    name: 'every page type of every game fits a 360 px phone without sideways scrolling',
    viewport: { width: 360, height: 740 },
    async run({ page, base, assert }) {
      const games = await (await page.request.get(`${base}/rules-index.json`)).json();
      const urls = ['/', '/search/'];
      for (const { game, rules } of games) {
        urls.push(`/${game}/`, `/${game}/rules/`, `/${game}/glossary/`, `/${game}/charts/`, `/${game}/calculators/`, rules[0].url.split('#')[0], rules[rules.length - 1].url.split('#')[0]);
      }
      // islands and editors linked from the hubs
      for (const { game } of games) {
        const hub = await (await page.request.get(`${base}/${game}/calculators/`)).text();
        for (const m of hub.matchAll(/href="(\/[^"]+\/calculators\/[^"/]+\/)"/g)) urls.push(m[1]);
        const charts = await (await page.request.get(`${base}/${game}/charts/`)).text();
        for (const m of charts.matchAll(/href="(\/[^"]+\/charts\/[^"/]+\/)"/g)) urls.push(m[1]);
      }
      urls.push(`/${G}/checklist/`);
      const wide = [];
      for (const u of [...new Set(urls)]) {
        await page.goto(`${base}${u}`);
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 0) wide.push(`${u} (+${overflow}px)`);
      }
      assert(urls.length > 20, `only ${urls.length} pages checked`);
      assert(wide.length === 0, `pages wider than the phone: ${wide.join(', ')}`);
    },
  },
  {
    name: 'sequence of play pages: every step of the machine, static and printable, linking the checklist; axe',
    async run({ page, base, axe, assert }) {
      await page.goto(`${base}/metz-1870/sequence/`);
      const steps = await page.locator('main section.rule').count();
      assert(steps >= 40, `Metz sequence lists ${steps} steps`);
      assert((await page.locator('astro-island').count()) === 0, 'the sequence page has an island');
      assert((await page.locator('main a[href="/metz-1870/checklist/"]').count()) === 1, 'the sequence page does not link the checklist');
      assert((await page.locator('nav.game-nav a[href="/metz-1870/checklist/"]').count()) === 1, 'the game nav lacks the checklist');
      await axe('Metz sequence of play');
      await page.goto(`${base}/${G}/sequence/`);
      assert((await page.locator('main section.rule').count()) === 12, 'Death Ride sequence should list its 12 steps');
      await page.click('main a[href="#s-endCheck"] >> nth=0');
      await page.waitForURL(/#s-endCheck$/);
      assert(/last\?/.test(await page.textContent('#s-endCheck')), 'the Next link did not land on the end-of-phase step');
    },
  },
];
