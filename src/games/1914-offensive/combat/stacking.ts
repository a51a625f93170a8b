/**
 * 1914 combat stacking (3.1.2, 9.2): at most 2¼ division-equivalents, and at
 * most two Asset units, attack from or defend in one hex; 1¼ in Steep
 * Mountain terrain. Sizes are counted in quarters of a DE (1.1).
 */
import { count } from '../../../lib/guard.ts';

export function combatStacking(quarters: number, assets: number, steep: boolean): string | undefined {
  count('division-equivalents (quarters)', quarters, { max: 99 });
  count('Asset units', assets, { max: 9 });
  const limit = steep ? 5 : 9;
  if (quarters > limit) return `${quarters / 4} DE is over the combat limit of ${steep ? '1¼' : '2¼'}: withhold the excess (9.2.5).`;
  if (assets > 2) return 'At most two Asset units fight from one hex: withhold the others (9.2.5).';
  return undefined;
}
