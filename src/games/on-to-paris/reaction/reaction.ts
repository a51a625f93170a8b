/**
 * On To Paris! 12.4: a Reaction roll is 1D6 plus DRMs against the unit's
 * Reaction Rating (lower is better): below it nothing; the rating or one more,
 * up to 1 hex; two or more above it, up to 2 hexes. Exact over the six faces.
 */
import { count, modifier } from '../../../lib/guard.ts';
import { d6 } from '../../../lib/dice.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { chartRows } from '../../../lib/charts.ts';
import ratingsChart from '../../../../content/on-to-paris/tables/reaction-ratings.yaml';

/**
 * 12.2 (and 5.9 for leaderless Formations): the fixed ratings of units that do not use a leader's,
 * read from the chart the Charts page prints (content/on-to-paris/tables/reaction-ratings.yaml).
 */
const ratingRows = chartRows<{ unit: string; rating: number | string }>(ratingsChart, ['unit', 'rating']);
function chartRating(unit: string): number {
  const r = ratingRows.find((x) => x.unit === unit)?.rating;
  if (typeof r !== 'number') throw new Error(`the reaction-ratings chart has no number for "${unit}"`);
  return r;
}
export const FIXED_RATINGS = {
  'leaderless-formation': chartRating('Leaderless Corps or Army'),
  'prussian-cavalry-division': chartRating('Prussian Cavalry Division'),
  'french-cavalry-division': chartRating('French Cavalry Division'),
  'franc-tireur': chartRating('Franc-Tireur SP'),
  'lone-sp': chartRating('Other SP without a Leader'),
};

export interface ReactionOdds {
  none: Fraction;
  oneHex: Fraction;
  twoHexes: Fraction;
  /** P(at least 1 hex) */
  reacts: Fraction;
  /** P(a special-rating leader's force must follow its symbol): a successful Reaction, then 1-3 on 1D6 */
  compelled: Fraction;
  /** the faces of the die for each outcome, for the working */
  faces: { none: number[]; oneHex: number[]; twoHexes: number[] };
}

export function reactionOdds(rating: number, drm: number): ReactionOdds {
  count('Reaction Rating', rating, { min: 1, max: 12 });
  modifier('DRM', drm, 20);
  const faces = { none: [] as number[], oneHex: [] as number[], twoHexes: [] as number[] };
  for (const f of d6.weights.keys()) {
    const m = f + drm;
    if (m < rating) faces.none.push(f);
    else if (m <= rating + 1) faces.oneHex.push(f);
    else faces.twoHexes.push(f);
  }
  const p = (xs: number[]) => new Fraction(xs.length, 6);
  const reacts = p([...faces.oneHex, ...faces.twoHexes]);
  return { none: p(faces.none), oneHex: p(faces.oneHex), twoHexes: p(faces.twoHexes), reacts, compelled: reacts.mul(new Fraction(1, 2)), faces };
}

export interface ReactionDrmInput {
  /** terrain set 1 (trigger hex, crossed hexside, intervening path): the player's TEC values, signed */
  terrainPath: number;
  /** terrain set 2: a feature of the trigger hex friendly to the reactor (a friendly town +1) */
  friendlyFeature: number;
  /** a friendly Cavalry Division in the reactor's ZOI scouts the trigger hex (14.4) */
  reconnaissance: boolean;
  /** a friendly SP already in the trigger hex (another hex than the reactor's) */
  friendlyInTriggerHex: boolean;
  /** a 2-hex ZOI unit reacting to an enemy 2 hexes away */
  twoHexesAway: boolean;
  /** the reactor or any unit of its group is Demoralized */
  demoralized: boolean;
  /** a Franc-Tireur SP reacting to a Prussian unit entering its hex: terrain counts as positive (17.1) */
  francTireurInOwnHex: boolean;
}

export function reactionDrm(i: ReactionDrmInput): { total: number; lines: { value: number; label: string; rule: string }[] } {
  for (const k of ['terrainPath', 'friendlyFeature'] as const) modifier(k, i[k], 20);
  const lines: { value: number; label: string; rule: string }[] = [];
  const flip = i.francTireurInOwnHex;
  const terrain = flip ? Math.abs(i.terrainPath) : i.terrainPath;
  const feature = flip ? Math.abs(i.friendlyFeature) : i.friendlyFeature;
  if (terrain) lines.push({ value: terrain, label: flip ? 'Terrain, counted as positive for Franc-Tireur' : 'Terrain on the Reaction path', rule: '12.4.1' });
  if (feature) lines.push({ value: feature, label: 'Friendly feature in the trigger hex', rule: '12.4.1' });
  if (i.reconnaissance) lines.push({ value: 1, label: 'Cavalry Reconnaissance', rule: '14.4' });
  if (i.friendlyInTriggerHex) lines.push({ value: 1, label: 'Friendly SP already in the trigger hex', rule: '12.4.1' });
  if (i.twoHexesAway) lines.push({ value: -1, label: 'Enemy two hexes away', rule: '12.4.1' });
  if (i.demoralized) lines.push({ value: -1, label: 'Demoralized reactor', rule: '12.4.1' });
  return { total: lines.reduce((s, l) => s + l.value, 0), lines };
}
