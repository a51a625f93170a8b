/**
 * Nations in Arms battle (8.0-8.3): the battle size, overrun, the odds with
 * their rounding and the 5-1 and 3-1 thresholds, artillery and cavalry
 * superiority, every DRM of both sides; with the player's odds table and CRT,
 * the exact result of both rolls and the winner; then, from the results typed
 * in, the loss cap, the winner, retreat losses, the demoralization check,
 * pursuit and the leader casualty checks.
 */
import type { CalcContext, CalcResult, CalculatorDef, Filling, Values } from '../../../lib/calculator.ts';
import { bool, num, pick, signed } from '../../../lib/calculator.ts';
import { readsCharts } from '../../../lib/user-chart-check.ts';
import { d6 } from '../../../lib/dice.ts';
import { chanceWords, rollAgainst } from '../../../lib/target-roll.ts';
import { sum } from '../reaction/drm.ts';
import { demoralization } from '../morale/rally.ts';
import { battleSize, odds, overrun, SIZE_NAME } from '../battle/odds.ts';
import { superiority, type Terrain } from '../battle/superiority.ts';
import { battleDrm, type River } from '../battle/drm.ts';
import { CRT, lineOf, ODDS, oddsDrm, parseBox, sideRoll, type Box, type SideRoll } from '../battle/crt.ts';
import { capped, loserChances, lossTable, pursuit, retreatLoss, tactics, winner, winners, type RetreatRiver, type Winner } from '../battle/outcome.ts';
import { countedMorale, fields, MORALES, NAME, validate, type P } from './battle/fields.ts';
import { fill, phrases, SERVER } from '../../../lib/words.ts';

/** What the battle result says whole: the page carries these words (phrases(), lib/words.ts). */
const SAY = phrases('nations-in-arms-battle', SERVER && {
  destroyed: "The defender is destroyed: its leaders go to the leader pool, its markers back to its owner.",
  overrunMp: "The attacker spends 1 more MP and may go on moving (5.2.8).",
  demoralizedCaption: "Exact over both rolls; retreat losses, a killed commander and the Old Guard not counted (they can only add).",
  wounded: "Wounded: back to the leader pool next Spring; a random replacement may come from the pool.",
  killed: "Killed: out of the game; a random replacement from the pool at once.",
  noReplacement: "No replacement and too many steps for the stacking limit: remove the excess.",
  bothPlus: "Both results have +: the rules do not cover it; read here as neither having + (8.3.1).",
  equal: "The attacker fights a second round or retreats; if he fights, the defender fights or retreats. Whoever retreats loses. A second round repeats every phase (8.3.1): set Round to Second.",
  retreatWhere: "Not into the hex the attacker came from; towards supply; no neutral country or unbesieged enemy fortress. No legal retreat: the force is destroyed.",
  attrition: 'Attrition check for the force, if one is due (7.3).',
  soundOfGuns: "March to the Sound of the Guns: the attacker's adjacent leaders first, then the defender's (8.1.1; the reaction calculator).",
  tacticsMajor: 'Tactics cards are used in major battles only (8.1.3).',
  exactBoth: 'Exact over both rolls, from your CRT and odds table.',
  lowerBound: 'no retreat loss, killed commander or Old Guard loss in the demoralized chances',
  enterCharts: 'Enter your CRT and odds table under Charts for the exact chances.',
  readCard: 'Read your card: each side rolls 2D6 + its DRM on the {col} column (attacker {att}, defender {def}).',
  withOdds: 'with the odds DRM of your odds table',
  cavPoints: 'Cavalry points (cuirassier, Guard ×1.5)',
  swamp: 'swamp: no superiority',
  byLeaders: ', tie to more cavalry leaders',
  capped: 'artillery and cavalry together +1',
  losingTitle: 'Losing, and demoralized',
  pursuit: 'If demoralized: pursuit',
  destroyedAgain: 'Destroyed (demoralized again)',
  noneExempt: 'None: 3-1 or more (8.2.5).',
  subordinate: 'The subordinate who lent his modifier (8.2.3).',
  secondCard: 'The leader who played the second card (8.1.3).',
  noL: 'No check for an L: 3-1 or more (8.1.4).',
  overall: "Its commander reads the table's overall-leader line.",
  cStep: 'a cavalry step among the losses, or 2 other steps for it',
  lowest: 'lowest-ranked checks (not at 3-1 or more)',
  attackerBack: 'The attacker retreats into the hex it came from.',
  interceptorBack: 'An intercepting force retreats into the hex it came from (8.3.2).',
  goOn: 'The attacker may go on with its MF less 1 (8.3.6).',
});

const SIDES: P[] = ['a', 'd'];
const WON: Record<Winner, string> = {
  attacker: 'Attacker wins',
  defender: 'Defender wins',
  choice: 'Equal, no +: attacker may fight a 2nd round',
  'both-plus': 'Equal, both +: read as no +',
};

/** 8.1.2: the morale typed, or the one the steps counted give, and whether it was a tie */
function moraleOf(v: Values, p: P): { morale: number; tie: boolean; tied: number[]; most: number; total: number } {
  if (v.mm !== 'count') return { morale: num(v, `${p}-mor`), tie: bool(v, `${p}-tie`), tied: [], most: 0, total: 0 };
  // validate() has refused a count that gives no morale, so compute never sees null
  const counts = MORALES.map((m) => num(v, `${p}-m${m}`));
  return { ...countedMorale(v, p)!, most: Math.max(...counts), total: counts.reduce((x, y) => x + y, 0) };
}

type Morales = Record<P, ReturnType<typeof moraleOf>>;
type Size = ReturnType<typeof battleSize>;
type Odds = ReturnType<typeof odds>;
/** What the steps below fill in, in the order the page shows it. */
type Result = Filling<'summary' | 'notes' | 'actions' | 'assumptions'>;
/** A box of things to do, left out when it has none. */
const act = (res: Result, title: string, items: string[]) => items.length && res.actions.push({ title, items });
const n = (v: Values, p: P, k: string) => num(v, `${p}-${k}`);
const b = (v: Values, p: P, k: string) => bool(v, `${p}-${k}`);

/** 5.2.8: a moving force entering a hex of five times fewer combat points overruns it: no battle. */
function overrunStep(v: Values, res: Result): boolean {
  // not a second round; after an interception only on the 5.2.4 reading
  if (bool(v, 'fort') || v.round === '2' || (bool(v, 'icpt') && v.iov !== 'yes') || !overrun(n(v, 'a', 'cp'), n(v, 'd', 'cp'), v.ovr === 'gt')) return false;
  res.summary.unshift({ label: 'Result', value: 'Overrun' });
  res.steps.push({ label: 'Printed combat points', value: `${n(v, 'a', 'cp')} against ${n(v, 'd', 'cp')}: ${v.ovr === 'gt' ? 'more than' : 'at least'} five times`, rules: ['5.2.8'] });
  act(res, 'Overrun: no battle', [SAY.destroyed, SAY.overrunMp]);
  return true;
}

/** 8.1.2: each force's morale, where counted from its steps. */
function moraleSteps(v: Values, fm: Morales, res: Result) {
  if (v.mm !== 'count') return;
  for (const p of SIDES) {
    const m = fm[p];
    const others = m.tied.filter((x) => x !== m.morale);
    res.steps.push({ label: `${NAME[p]}: force morale`, value: `${m.morale}${m.tie ? `, tied with ${others.join(' and ')}: your choice` : ''} (${m.most} of ${m.total} steps)`, rules: ['8.1.2'] });
    if (m.total !== n(v, p, 'st')) res.notes.push(`${NAME[p]}: ${m.total} steps counted for morale, ${n(v, p, 'st')} combat steps entered.`);
  }
}

/** 8.1.4: the odds of the combat values, without artillery; at 5-1 or more the weaker side is destroyed. */
function oddsStep(v: Values, res: Result): Odds {
  const cv = (p: P) => (bool(v, 'tec') ? n(v, p, 'ov') : n(v, p, 'cp'));
  const o = odds(cv('a'), cv('d'), v.raw === 'raw');
  res.steps.push({ label: 'Combat values (no artillery)', value: `${cv('a')} : ${cv('d')} = ${(Math.max(cv('a'), cv('d')) / Math.min(cv('a'), cv('d'))).toFixed(2)} → ${o.label}`, rules: ['8.1.4'] });
  res.summary.push({ label: 'Odds', value: o.label });
  if (o.destroyed) {
    const weak = o.stronger === 'attacker' ? 'defender' : 'attacker';
    res.summary.unshift({ label: 'Result', value: `${NAME[weak[0] as P]} destroyed` });
    res.steps.push({ label: '5-1 or more (after tactics)', value: `the ${weak} is destroyed, no roll`, rules: ['8.1.4'] });
  }
  return o;
}

/** 8.1.5-8.1.7: artillery and cavalry superiority, with the terrain's and winter's limits. */
function superioritySteps(v: Values, res: Result) {
  const terrain = pick<Terrain>(v, 'terrain', ['open', 'mountain', 'woods', 'swamp']);
  const cav = (p: P) => ({ light: n(v, p, 'lc'), reserve: n(v, p, 'rc'), guard: n(v, p, 'gc'), leaders: n(v, p, 'cl') });
  const art = (p: P) => (b(v, p, 'oos') ? 0 : n(v, p, 'art'));
  const sup = superiority([art('a'), art('d')], [cav('a'), cav('d')], terrain, bool(v, 'winter'), Number(pick(v, 'art2', ['2', '1', '3'])), v.cav0 !== 'none');
  res.steps.push({ label: 'Artillery points', value: `${art('a')} : ${art('d')}`, rules: ['8.1.5'] });
  res.steps.push({ label: SAY.cavPoints, value: sup.swamp ? SAY.swamp : `${sup.cavPoints[0]} : ${sup.cavPoints[1]}${sup.byLeaders ? SAY.byLeaders : ''}`, rules: ['8.1.6', '8.1.7'] });
  SIDES.forEach((p, i) => sup.capped[i] && res.steps.push({ label: `${NAME[p]}: mountains or woods`, value: SAY.capped, rules: ['8.1.7'] }));
  return sup;
}

/** 8.1.3: the tactics cards a side's commander draws and plays (major battles only). */
const tacticsOf = (v: Values, p: P) => tactics(n(v, p, 'cv'), b(v, p, 'ref'), v.c2 === 'coloured' ? b(v, p, 'col') : null);

/** 8.2.4 (and 8.1.3): every DRM of both sides, the attacker's odds DRM from the player's odds table. */
function drmSteps(v: Values, ctx: CalcContext | undefined, size: Size, round: 1 | 2, o: Odds, sup: ReturnType<typeof superiority>, fm: Morales, res: Result) {
  const tac = bool(v, 'tac') && size === 'major';
  if (bool(v, 'tac') && !tac) res.notes.push(SAY.tacticsMajor);
  const side = (p: P, i: number) => ({
    commander: n(v, p, 'cv'), lead: n(v, p, 'lead'), sub: n(v, p, 'sub'), terrain: n(v, p, 'ter'), cards: tac ? n(v, p, 'card') : 0,
    art: sup.art[i]!, cav: sup.cav[i]!, oos: b(v, p, 'oos'), demoralized: b(v, p, 'dem'),
  });
  const lines = battleDrm({
    attacker: side('a', 0), defender: side('d', 1), river: pick<River>(v, 'river', ['none', 'bridged', 'unbridged', 'engineers']),
    intercepted: bool(v, 'icpt'), failedAvoid: bool(v, 'avoid'), naval: bool(v, 'naval'), round,
  });
  const od = o.row === null ? null : oddsDrm(o.row, ctx?.charts?.[ODDS.id]);
  res.steps.push({ label: `Attacker: odds ${o.row ?? o.label}`, value: od === null ? 'your odds table' : signed(od), rules: ['8.1.4'] });
  const drm = [sum(lines[0]) + (od ?? 0), sum(lines[1])];
  SIDES.forEach((p, i) => {
    for (const l of lines[i]!) res.steps.push({ label: `${NAME[p]}: ${l.label}`, value: signed(l.value), rules: [l.rule] });
    res.steps.push({ label: `${NAME[p]}'s DRM`, value: p === 'a' && od === null ? `${signed(drm[0]!)} + odds` : signed(drm[i]!), rules: ['8.2.4'] });
  });
  if (tac)
    for (const p of SIDES) {
      const t = tacticsOf(v, p);
      const second = [0, 1, 2].map((c) => `${signed(c)}: ${chanceWords(rollAgainst(d6, 5, c))}`).join('; ');
      res.steps.push({ label: `${NAME[p]}: tactics cards drawn, played`, value: `${t.draws}, ${t.plays}${t.plays > 1 ? ` (2nd: 1D6 + subordinate 5+; ${second})` : ''}`, rules: ['8.1.3'] });
    }
  for (const p of SIDES) if (fm[p].tie) res.notes.push(`${NAME[p]}: half its losses, rounded up, come from steps of the morale chosen (8.1.2).`);
  return { tac, od, drm };
}

/**
 * 8.2-8.3.3: each side rolls 2D6 + its DRM on the column of the battle's size. With the player's CRT and
 * odds table: who wins, each side's chance to lose and be demoralized, and each side's losses, exactly.
 */
function crtTables(v: Values, ctx: CalcContext | undefined, size: Size, round: 1 | 2, od: number | null, drm: number[], fm: Morales, res: Result) {
  const col = CRT.columns.find((c) => c.key === size)!.label;
  const crtUser = ctx?.charts?.[CRT.id];
  const rolls: (SideRoll | null)[] = [od === null ? null : sideRoll(size, drm[0]!, crtUser), sideRoll(size, drm[1]!, crtUser)];
  if (!rolls[0]?.complete || !rolls[1]!.complete) {
    const missing = rolls.flatMap((r) => r?.missing ?? []);
    res.summary.push({ label: 'CRT', value: 'read your card' });
    const span = (d: number) => `${lineOf(2 + d)} to ${lineOf(12 + d)}`;
    res.notes.push(`${fill(SAY.readCard, { col, att: od === null ? SAY.withOdds : span(drm[0]!), def: span(drm[1]!) })}${missing.length ? ` Lines not entered: ${[...new Set(missing)].join(', ')}.` : ''} ${SAY.enterCharts}`);
    return;
  }
  const [ra, rd] = [rolls[0], rolls[1]!];
  const w = winners(ra, rd, round);
  for (const [k, p] of w) res.summary.push({ label: WON[k], value: p });
  res.tables.push({
    title: `Who wins (${col}, round ${round})`, caption: SAY.exactBoth,
    columns: [{ label: 'Outcome' }, { label: 'Probability', kind: 'prob' }], rows: [...w].map(([k, p]) => ({ cells: [WON[k], p] })), barColumn: 1,
  });
  if (size !== 'skirmish') {
    const dem = (i: 0 | 1, diff: number) => {
      const p = SIDES[i]!;
      return demoralization({ morale: fm[p].morale - (b(v, p, 'dem') ? 1 : 0), commanderBonus: n(v, p, 'cv'), commanderKilled: false, lossDifference: diff, lessCounts: v.ldiff === 'signed', oldGuard: false }).roll.chance;
    };
    const lc = loserChances(ra, rd, round, [n(v, 'a', 'st'), n(v, 'd', 'st')], dem);
    res.tables.push({
      title: SAY.losingTitle, caption: SAY.demoralizedCaption,
      columns: [{ label: 'Side' }, { label: 'Loses', kind: 'prob' }, { label: 'Loses, demoralized', kind: 'prob' }],
      rows: SIDES.map((p, i) => ({ cells: [NAME[p], lc[i]!.loses, lc[i]!.demoralized] })),
    });
    // those chances are lower bounds until the results are typed in: the headline says so
    if (!bool(v, 'rolled')) res.assumptions.push({ text: SAY.lowerBound, field: 'rolled' });
  }
  SIDES.forEach((p, i) => {
    const q: P = p === 'a' ? 'd' : 'a';
    res.tables.push({
      title: `${NAME[q]}'s losses (${NAME[p].toLowerCase()} rolls 2D6 ${signed(drm[i]!)})`, caption: `At most ${n(v, p, 'st')}, the ${NAME[p].toLowerCase()}'s steps (8.2.4).`,
      columns: [{ label: 'Combat points' }, { label: 'Codes' }, { label: 'Probability', kind: 'prob' }],
      rows: lossTable(rolls[i]!, n(v, p, 'st')).map((x) => ({ cells: [x.loss, x.codes || '-', x.p] })), barColumn: 2,
    });
  });
}

/** 8.1.3, 8.1.4, 8.2.5: which leaders of each side check on the Leader Casualty Table. */
function leaderChecks(v: Values, o: Odds, tac: boolean, res: Result) {
  const exemptAll = o.exempt && v.c1 === 'all';
  for (const p of SIDES) {
    const strong = o.exempt && o.stronger === (p === 'a' ? 'attacker' : 'defender');
    const items = strong && exemptAll ? [SAY.noneExempt] : [
      ...(n(v, p, 'sub') > 0 ? [SAY.subordinate] : []),
      // only a commander who may play a second card has a leader who played one (8.1.3)
      ...(tac && b(v, p, '2nd') && tacticsOf(v, p).plays > 1 ? [SAY.secondCard] : []),
      strong ? SAY.noL : `On an L in ${v.lwho === 'enemy' ? "the enemy's" : 'its own'} result: its lowest-ranked leader${b(v, p, 'army') ? ', never the army commander' : ''}.`,
      ...(b(v, p, 'army') ? [] : [SAY.overall]),
    ];
    act(res, `${NAME[p]}'s leader casualty checks (your Leader Casualty Table)`, items);
  }
  act(res, 'Casualty results (8.2.5)', [SAY.wounded, SAY.killed, SAY.noReplacement]);
}

/** The battle in its order (8.0-8.3): size, overrun, morale, odds, superiority, DRMs, the CRT, leaders, then the results typed in. */
function compute(v: Values, ctx?: CalcContext): CalcResult {
  const fm: Morales = { a: moraleOf(v, 'a'), d: moraleOf(v, 'd') };
  const round = pick(v, 'round', ['1', '2'] as const) === '2' ? 2 : 1;
  const size = battleSize(n(v, 'a', 'st'), n(v, 'd', 'st'));
  const res: Result = {
    summary: [{ label: 'Battle', value: SIZE_NAME[size] }],
    steps: [{ label: 'Steps', value: `${n(v, 'a', 'st')} + ${n(v, 'd', 'st')}: ${SIZE_NAME[size]}`, rules: ['8.0'] }],
    tables: [], notes: [], actions: [], assumptions: [],
  };
  if (overrunStep(v, res)) return res;
  moraleSteps(v, fm, res);
  act(res, 'Before the dice', [SAY.attrition, SAY.soundOfGuns]);
  const o = oddsStep(v, res);
  if (o.destroyed) return res;
  const sup = superioritySteps(v, res);
  const { tac, od, drm } = drmSteps(v, ctx, size, round, o, sup, fm, res);
  crtTables(v, ctx, size, round, od, drm, fm, res);
  leaderChecks(v, o, tac, res);
  if (bool(v, 'rolled')) after(v, res, size, round, fm);
  return res;
}

/** From the results typed in: losses, the winner, retreat, demoralization and pursuit. */
function after(v: Values, res: CalcResult, size: string, round: 1 | 2, fm: Record<P, { morale: number; tie: boolean }>) {
  const box = (k: string, c: string): Box => parseBox(`${num(v, k)}${v[c] === 'none' ? '' : String(v[c])}`)!;
  const ra = box('ra', 'rac');
  const rd = box('rd', 'rdc');
  const lost = { d: capped(ra.cp, num(v, 'a-st')), a: capped(rd.cp, num(v, 'd-st')) };
  const w = winner(ra, rd, round);
  const s = res.steps;
  s.push({ label: 'Losses after the cap', value: `attacker ${lost.a}, defender ${lost.d}`, rules: ['8.2.4'] });
  s.push({ label: 'Outcome', value: WON[w], rules: ['8.3.1'] });
  res.summary!.unshift({ label: 'Rolled', value: WON[w] });
  for (const [p, r] of [['d', ra], ['a', rd]] as [P, Box][]) {
    if (r.c) s.push({ label: `${NAME[p]}: C`, value: SAY.cStep, rules: ['8.2.4'] });
    const q: P = v.lwho === 'enemy' ? p : p === 'a' ? 'd' : 'a';
    if (r.l) s.push({ label: `L: ${NAME[q]}'s leader`, value: SAY.lowest, rules: ['8.2.5'] });
    if (fm[p].tie) s.push({ label: `${NAME[p]}: steps of the morale chosen`, value: `at least ${Math.ceil(lost[p] / 2)} of ${lost[p]}`, rules: ['8.1.2'] });
  }
  if (w === 'choice' || w === 'both-plus') {
    if (w === 'both-plus') res.notes!.push(SAY.bothPlus);
    res.actions!.unshift({ title: 'Equal results', items: [SAY.equal] });
    return;
  }
  const L: P = w === 'attacker' ? 'd' : 'a';
  const W: P = L === 'a' ? 'd' : 'a';
  const rr = pick<RetreatRiver>(v, 'rr', ['none', 'unbridged', 'engineers']);
  const ret = retreatLoss({ river: rr, zoi: num(v, 'zoi'), contact: num(v, 'contact'), friendly: num(v, 'friendly'), overrun: num(v, 'rov') });
  s.push({ label: `${NAME[L]} retreats 1 or 2 hexes, losing`, value: `${ret} step${ret === 1 ? '' : 's'}`, rules: ['8.3.2'] });
  const items = [
    L === 'a'
      ? SAY.attackerBack
      : bool(v, 'icpt')
        ? SAY.interceptorBack
        : SAY.retreatWhere,
  ];
  if (W === 'a') items.push(SAY.goOn);
  res.actions!.unshift({ title: `${NAME[L]} loses`, items });
  if (size === 'skirmish') {
    s.push({ label: 'Demoralization check', value: 'none after a skirmish', rules: ['8.3.3'] });
    return;
  }
  const dem = bool(v, `${L}-dem`);
  const d = demoralization({
    morale: fm[L].morale - (dem ? 1 : 0), commanderBonus: num(v, `${L}-cv`), commanderKilled: bool(v, 'killed'),
    lossDifference: lost[L] + ret - lost[W], lessCounts: v.ldiff === 'signed', oldGuard: bool(v, 'guard'),
  });
  for (const l of d.lines) s.push({ label: `Morale: ${l.label}`, value: l === d.lines[0] ? String(l.value) : signed(l.value), rules: [l.rule] });
  s.push({ label: 'Demoralized on 1D6 above', value: `${d.target}: ${chanceWords(d.roll)}`, rules: ['8.3.3'] });
  res.summary!.push({ label: dem ? SAY.destroyedAgain : 'Demoralized', value: d.roll.chance });
  const pur = pursuit(num(v, 'pl'), num(v, 'pg'), num(v, 'pc'), rr === 'unbridged');
  s.push({ label: SAY.pursuit, value: `${pur} step${pur === 1 ? '' : 's'} or supply units`, rules: ['8.3.4'] });
}

const def: CalculatorDef = {
  id: 'battle',
  fields,
  validate,
  ...readsCharts(CRT, ODDS),
  compute,
  ...(SERVER && {
    title: 'Battle',
    summary: 'Size, odds, superiority and every DRM of both sides; with your CRT and odds table, the exact result; then losses, retreat, demoralization and pursuit.',
    rules: ['8.0', '8.1', '8.2', '8.3'],
    phrases: [SAY],
  }),
};

export default def;
