/**
 * On To Paris! reading the CRT (13.11) from the player's own chart: the CRT body
 * is not in our source (content/on-to-paris/tables/crt.yaml, editable). Each side
 * rolls 2D6 plus its DRM on its own size row of the final column; the Attacker's
 * roll gives the right number of the box (the Defender's losses), the Defender's
 * roll the left number (the Attacker's losses). With every total of a side's roll
 * entered, the distribution of the other side's losses is exact.
 */
import crtChart from '../../../../content/on-to-paris/tables/crt.yaml?sparse&plain&rowless&cells';
import type { Chart } from '../../../lib/schemas.ts';
import type { UserCells } from '../../../lib/user-chart.ts';
import { cellState, editableChart } from '../../../lib/user-chart.ts';
import { modifier } from '../../../lib/guard.ts';
import { fill } from '../../../lib/words.ts';
import { SAY } from './say.ts';
import { Dist } from '../../../lib/dice.ts';
import { Fraction } from '../../../lib/fraction.ts';
import type { Size } from './columns.ts';

export const CRT_ID = 'crt';
export const CRT = editableChart('on-to-paris', CRT_ID, crtChart as Chart);

/** The chart's column key for each column id of columns.ts. */
export const CHART_COLUMN: Record<string, string> = {
  '1:3': '1:3', '1:2': '1:2', 'd-3': '-3', 'd-2': '-2,-1', d0: '0', 'd+1': '+1,+2', 'd+3': '+3,+4', 'd+5': '+5', '2:1': '2:1', '3:1': '3:1', '4:1': '4:1', '5:1': '5:1',
};

/** The chart line of a modified 2D6 total on a size row: "1 or less s" .. "13 or more l". */
export const crtRow = (total: number, size: Size): string => `${total <= 1 ? '1 or less' : total >= 13 ? '13 or more' : String(total)} ${size}`;

/** One side's part of a box: Demoralized and/or SPs lost. */
export interface Loss {
  demoralized: boolean;
  sp: number;
}

/** One half of a box as the card prints it: "-", "D", "2", "D1". */
export function parseLoss(s: string): Loss | null {
  const t = s.trim();
  if (t === '-' || t === '–') return { demoralized: false, sp: 0 };
  const m = /^(D)?([1-9])?$/.exec(t);
  if (!m || (!m[1] && !m[2])) return null;
  return { demoralized: !!m[1], sp: Number(m[2] ?? 0) };
}

/** A whole box "1 / D1" as [Attacker's loss, Defender's loss]. */
export function parseBox(s: string): [Loss, Loss] | null {
  const parts = s.split('/');
  if (parts.length !== 2) return null;
  const a = parseLoss(parts[0]!);
  const d = parseLoss(parts[1]!);
  return a && d ? [a, d] : null;
}

export const lossText = (l: Loss): string => (l.demoralized ? (l.sp ? `D${l.sp}` : 'D') : l.sp ? String(l.sp) : '-');

export interface LossOutcome {
  loss: Loss;
  /** the modified totals that give it */
  totals: number[];
  weight: bigint;
  prob: Fraction;
}

export interface LossDistribution {
  complete: boolean;
  /** modified totals whose box is neither known nor entered (or unreadable) */
  missing: number[];
  outcomes: LossOutcome[];
}

/**
 * The losses one roll inflicts: `roller` rolls 2D6 + drm on its own size row of
 * `column` (an id of columns.ts) and reads its opponent's half of the box.
 */
export function lossDistribution(column: string, roller: 'attacker' | 'defender', size: Size, drm: number, user: UserCells | undefined): LossDistribution {
  modifier('DRM', drm, 99);
  const key = CHART_COLUMN[column];
  if (!key) throw new RangeError(fill(SAY.noColumn, { column }));
  const roll = Dist.die(6).times(2).plus(drm);
  const missing: number[] = [];
  const byLoss = new Map<string, LossOutcome>();
  for (const [total, w] of roll.weights) {
    const s = cellState(CRT, key, crtRow(total, size), user);
    const box = s.kind === 'unknown' ? null : parseBox(s.value);
    if (!box) {
      missing.push(total);
      continue;
    }
    // the Attacker's roll gives the Defender's losses (right), the Defender's roll the Attacker's (left)
    const loss = box[roller === 'attacker' ? 1 : 0];
    const k = lossText(loss);
    const cur = byLoss.get(k) ?? { loss, totals: [], weight: 0n, prob: Fraction.ZERO };
    cur.totals.push(total);
    cur.weight += w;
    cur.prob = new Fraction(cur.weight, roll.total);
    byLoss.set(k, cur);
  }
  return { complete: missing.length === 0, missing, outcomes: [...byLoss.values()] };
}
