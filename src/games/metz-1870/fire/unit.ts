/**
 * Metz 1870 fire combat: a firing unit as the SP arithmetic (sp.ts) and the
 * ammunition rules of the CRT (crt.ts) both read it. Its own file so that
 * sp.ts, which needs the CRT columns, and crt.ts do not import each other.
 */
import type { Fraction } from '../../../lib/fraction.ts';
import type { Marker } from '../morale/tests.ts';

export type Ammo = 'none' | 'low' | 'rationed';

export interface FiringUnit {
  /** printed SP; a "C" is ½ */
  printed: Fraction;
  marker: Marker;
  /** Horse Artillery firing at half to keep half its movement (8.1.6) */
  horseHalf?: boolean;
  /** Out of Command, Cautious result: half SP (14.3) */
  cautious?: boolean;
  ammo?: Ammo;
}
