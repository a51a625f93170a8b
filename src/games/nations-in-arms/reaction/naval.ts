/**
 * Naval interception and avoidance (5.3.1, 5.3.2): 2D6 of 10 or more, plus the
 * maneuver factor of the top-ranked fleet making the attempt, if its owner chooses to
 * use it (leaving it out hides whether the fleet is a decoy).
 */
import { modifier } from '../../../lib/guard.ts';
import { check, type Check, type DrmLine } from './drm.ts';

export function navalCheck(maneuver: number, useManeuver: boolean): Check {
  modifier('maneuver factor', maneuver, 9);
  const lines: DrmLine[] = useManeuver && maneuver !== 0 ? [{ label: 'Maneuver factor of the highest-ranked fleet', value: maneuver, rule: '5.3.1' }] : [];
  const raw = useManeuver ? maneuver : 0;
  return { lines, raw, net: raw, clamped: false, roll: check(raw) };
}
