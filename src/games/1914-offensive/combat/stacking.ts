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

/** A size in quarters of a DE as the charts print it: "2¼", "½", "0". */
export const deLabel = (quarters: number): string => `${Math.floor(quarters / 4) || ''}${['', '¼', '½', '¾'][quarters % 4]}` || '0';

/**
 * Division-equivalents of each unit size, in quarters (1.1, the
 * Division-Equivalents Summary): an infantry division or a cavalry corps 1, a
 * cavalry division or an infantry brigade ½, a cavalry brigade or an infantry
 * regiment ¼; artillery, HQs, forts, fortresses and cavalry regiments 0.
 */
export const DE_QUARTERS = { one: 4, half: 2, quarter: 1, none: 0 } as const;
