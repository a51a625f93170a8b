/**
 * Each side's DRM for the CRT roll (8.2.4; the list of the notes 4.3): odds
 * (attacker only, from the player's odds table), artillery and cavalry
 * superiority, terrain (player's TEC), river crossing (5.2.10), the overall
 * commander, the lead assault unit and the subordinate leader (8.2.3),
 * tactics cards, out of supply (6.1.2), demoralized (8.3.4), interception
 * and failed avoidance in the first round (5.2.6, 5.2.7), naval invasion (5.3.3).
 */
import { count, modifier } from '../../../lib/guard.ts';
import type { DrmLine } from '../reaction/drm.ts';

export type River = 'none' | 'bridged' | 'unbridged' | 'engineers';
export const RIVER_DRM: Record<River, number> = { none: 0, bridged: -1, unbridged: -3, engineers: -1 };

export interface SideDrm {
  commander: number;
  lead: number;
  sub: number;
  terrain: number;
  cards: number;
  art: number;
  cav: number;
  oos: boolean;
  demoralized: boolean;
}

export interface BattleDrm {
  attacker: SideDrm;
  defender: SideDrm;
  river: River;
  /** the defender intercepted the attacker's move (+1 to the interceptor) */
  intercepted: boolean;
  /** the defender failed to avoid (-1) */
  failedAvoid: boolean;
  naval: boolean;
  round: 1 | 2;
}

function sideLines(s: SideDrm): DrmLine[] {
  count("commander's combat value", s.commander, { max: 9 });
  modifier('lead assault unit modifier', s.lead, 9);
  count("subordinate's modifier", s.sub, { max: 9 });
  modifier('terrain DRM', s.terrain, 9);
  modifier('tactics card DRM', s.cards, 9);
  const all: DrmLine[] = [
    { label: 'Artillery superiority', value: s.art, rule: '8.1.5' },
    { label: 'Cavalry superiority', value: s.cav, rule: '8.1.6' },
    { label: 'Terrain (your TEC)', value: s.terrain, rule: '8.2.1' },
    { label: 'Overall commander', value: s.commander, rule: '8.2.2' },
    { label: 'Lead assault unit', value: s.lead, rule: '8.2.3' },
    { label: 'Subordinate leader', value: s.sub, rule: '8.2.3' },
    { label: 'Tactics cards', value: s.cards, rule: '8.1.3' },
    { label: 'Out of supply', value: s.oos ? -4 : 0, rule: '6.1.2' },
    { label: 'Demoralized', value: s.demoralized ? -2 : 0, rule: '8.3.4' },
  ];
  return all.filter((l) => l.value !== 0);
}

/** [attacker's lines, defender's lines], the odds DRM left out (it comes from the player's table). */
export function battleDrm(b: BattleDrm): [DrmLine[], DrmLine[]] {
  const a = sideLines(b.attacker);
  const d = sideLines(b.defender);
  if (RIVER_DRM[b.river]) a.push({ label: b.river === 'bridged' ? 'Attacking across a bridge' : 'Attacking across an unbridged river', value: RIVER_DRM[b.river], rule: '5.2.10' });
  if (b.naval) a.push({ label: 'Naval invasion', value: -3, rule: '5.3.3' });
  if (b.round === 1 && b.intercepted) d.push({ label: 'Intercepting force, first round', value: 1, rule: '5.2.6' });
  if (b.round === 1 && b.failedAvoid) d.push({ label: 'Failed avoidance, first round', value: -1, rule: '5.2.7' });
  return [a, d];
}
