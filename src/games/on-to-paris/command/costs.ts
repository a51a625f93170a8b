/**
 * On To Paris! 8.9-8.10: what an action costs, from the Action Cost Table
 * (content/on-to-paris/tables/action-costs.yaml, the same file the chart page
 * prints), with the penalties of 8.3.2, 8.9.1 and 10.x added per unit.
 */
import { count, quote } from '../../../lib/guard.ts';
// the rows' wording stays out of the JavaScript: lines are named by key, and the caller gives the names it shows
import chart from '../../../../content/on-to-paris/tables/action-costs.yaml?columns=id,cpFr,cpPr,ipFr,ipPr,vp,per,kind&cells';
import { chartRows } from '../../../lib/charts.ts';
import { fill } from '../../../lib/words.ts';
import { SAY } from './say.ts';

export type Nationality = 'French' | 'Prussian';

export interface CostRow {
  id: string;
  cpFr: number;
  cpPr: number;
  ipFr: number;
  ipPr: number;
  vp: number;
  per: string;
  kind: 'base' | 'combined' | 'leader' | 'other';
}

export const ACTIONS: readonly CostRow[] = chartRows<CostRow>(chart, ['id', 'cpFr', 'cpPr', 'ipFr', 'ipPr', 'vp', 'per', 'kind']);
const byId = new Map(ACTIONS.map((a) => [a.id, a]));

export function action(id: string): CostRow {
  const a = byId.get(id);
  if (!a) throw new RangeError(`no action ${quote(id)} in the Action Cost Table`);
  return a;
}

/** Which Combined Activations each base action allows (8.10). */
export const COMBINES_WITH: Readonly<Record<string, readonly string[]>> = {
  army: ['add-army', 'add-cavalry-army', 'add-corps-army', 'add-division-leader'],
  'army-attached': ['add-army', 'add-cavalry-army', 'add-corps-army', 'add-division-leader'],
  corps: ['add-cavalry-corps', 'add-corps-corps'],
};

export interface CostLine {
  label: string;
  cp: number;
  ip: number;
  vp: number;
  rule: string;
}

export interface ActivationInput {
  nationality: Nationality;
  /** the action picked from the table */
  action: string;
  /** how many of what the row is priced per (leaders, SPs, Corps ...); 1 for a row priced per action */
  count: number;
  /** Combined Activations added to it */
  combined?: { id: string; count: number }[];
  /** units activated beyond the Command Zone of the paying RL marker (0 for those Discretionary CPs pay: 8.4) */
  outOfZone?: number;
  /** lone Infantry SPs moving in enemy territory off a continuous rail path or into an enemy-occupied hex (8.9.1) */
  loneSpsInEnemyTerritory?: number;
  /** leaders with the "*" special rating moving Forces: +1 IP each (5.1.7) */
  starLeaders?: number;
  /** OPTIONAL Command Interference (5.1.7): Armies with Napoleon III or Wilhelm I on their card: +1 IP each */
  sovereignArmies?: number;
  /** a besieged Force: +1 CP, +1 IP, and no Combined Activation (8.3.3) */
  besieged?: boolean;
}

export interface Price {
  cp: number;
  ip: number;
  /** VP cost (a Prussian cost lowers the VP level, a French one raises it) */
  vp: number;
  lines: CostLine[];
}

const checkCount = (name: string, v: number | undefined, min = 0): number => count(name, v ?? 0, { min, max: 99 });

const cpOf = (r: CostRow, n: Nationality) => (n === 'French' ? r.cpFr : r.cpPr);
const ipOf = (r: CostRow, n: Nationality) => (n === 'French' ? r.ipFr : r.ipPr);

/** Names of the table's rows by key, for the lines of a price (the chart page's wording; the key when absent). */
export type Names = Readonly<Record<string, string>>;

/** The price of one activation; throws a RangeError naming what the table does not allow. */
export function price(i: ActivationInput, names: Names = {}): Price {
  const row = action(i.action);
  const name = (r: CostRow) => names[r.id] ?? r.id;
  if (row.kind === 'combined') throw new RangeError(fill(SAY.combinedAlone, { name: name(row) }));
  const perAction = row.per === 'action';
  const count = perAction ? 1 : checkCount('count', i.count, 1);
  const lines: CostLine[] = [];
  const units = row.per === '2 SPs, rounded up' ? Math.ceil(count / 2) : count;
  lines.push({ label: perAction ? name(row) : `${name(row)} × ${count}`, cp: cpOf(row, i.nationality) * units, ip: ipOf(row, i.nationality) * units, vp: row.vp * units, rule: '8.9.1' });
  const combined = i.combined ?? [];
  if (combined.length && i.besieged) throw new RangeError(SAY.besiegedCombined);
  for (const c of combined) {
    const allowed = COMBINES_WITH[row.id] ?? [];
    if (!allowed.includes(c.id)) throw new RangeError(fill(SAY.notCombined, { name: name(action(c.id)), row: name(row) }));
    const r = action(c.id);
    const n = checkCount(`${c.id} count`, c.count, 1);
    lines.push({ label: `${name(r)} × ${n}`, cp: cpOf(r, i.nationality) * n, ip: ipOf(r, i.nationality) * n, vp: 0, rule: '8.10' });
  }
  const out = checkCount('outOfZone', i.outOfZone);
  if (out) lines.push({ label: fill(SAY.outOfZone, { n: out }), cp: out, ip: 0, vp: 0, rule: '8.3.2' });
  const lone = checkCount('loneSpsInEnemyTerritory', i.loneSpsInEnemyTerritory);
  if (lone) lines.push({ label: fill(SAY.lone, { n: lone }), cp: Math.ceil(lone / 2), ip: 0, vp: 0, rule: '8.9.1' });
  const star = checkCount('starLeaders', i.starLeaders);
  if (star) lines.push({ label: fill(SAY.star, { n: star }), cp: 0, ip: star, vp: 0, rule: '5.1.7' });
  const sovereign = checkCount('sovereignArmies', i.sovereignArmies);
  if (sovereign) lines.push({ label: fill(SAY.sovereign, { n: sovereign }), cp: 0, ip: sovereign, vp: 0, rule: '5.1.7' });
  if (i.besieged) lines.push({ label: SAY.besieged, cp: 1, ip: 1, vp: 0, rule: '8.3.3' });
  return { cp: sum(lines, 'cp'), ip: sum(lines, 'ip'), vp: sum(lines, 'vp'), lines };
}

const sum = (lines: CostLine[], k: 'cp' | 'ip' | 'vp') => lines.reduce((s, l) => s + l[k], 0);

/** 8.9.1: removing Demoralization costs the CPs of activating those units, and 1 IP; it is not movement. */
export function removeDemoralizationPrice(activation: Price): Price {
  const cp = activation.cp;
  return { cp, ip: 1, vp: 0, lines: [{ label: SAY.demoralization, cp, ip: 1, vp: 0, rule: '8.9.1' }] };
}
