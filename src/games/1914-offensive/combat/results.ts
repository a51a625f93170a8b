/**
 * 1914 CRT results (9.9.2) and Combat Intensity (9.8). A result is the
 * Attacker's part / the Defender's part: E (one CE level per Force), a signed
 * EC DRM, one s per Strength Reduction, and the Defender's retreat glyph:
 * black-circled 1 or 2 (always, unless the Defender is Intense) or the
 * white-circled 1 (only in Attacker Intense combat).
 */
export type Retreat = 'none' | 'b1' | 'b2' | 'w1';
export interface Side {
  e: boolean;
  drm: number;
  s: number;
}
export interface CrtResult {
  attacker: Side;
  defender: Side;
  retreat: Retreat;
}

const SIDE = /^(?:-|–|(E?)([+−-]\d{1,2})?(s{0,3})(E?))$/;

/** "+3/+3①", "−1/+4[1]", "+3s/s", "E/-" -> the result; undefined if it is not one. */
export function parseResult(text: string): CrtResult | undefined {
  const t = text.replace(/\s+/g, '');
  const m = /^(.*?)\/(.*?)(❶|❷|①|\[1\]|\[2\]|\(1\))?$/.exec(t);
  if (!m) return undefined;
  const side = (s: string): Side | undefined => {
    const x = SIDE.exec(s);
    if (!x) return undefined;
    return { e: !!(x[1] || x[4]), drm: x[2] ? Number(x[2].replace('−', '-')) : 0, s: x[3]?.length ?? 0 };
  };
  const a = side(m[1]!);
  const d = side(m[2]!);
  if (!a || !d) return undefined;
  const g = m[3];
  const retreat: Retreat = g === '❶' || g === '[1]' ? 'b1' : g === '❷' || g === '[2]' ? 'b2' : g === '①' || g === '(1)' ? 'w1' : 'none';
  return { attacker: a, defender: d, retreat };
}

export const RETREAT_TEXT: Record<Retreat, string> = { none: 'no retreat', b1: 'black ❶ (1 hex)', b2: 'black ❷ (2 hexes)', w1: 'white ① (1 hex, Attacker Intense only)' };

export type Intensity = 'none' | 'attacker' | 'defender' | 'both';
export const intensityOf = (att: boolean, def: boolean): Intensity => (att && def ? 'both' : att ? 'attacker' : def ? 'defender' : 'none');
export const INTENSITY_TEXT: Record<Intensity, string> = { none: 'No Intensity', attacker: 'Attacker Intense', defender: 'Defender Intense', both: 'Intense Combat' };

/** 9.8: the hexes the Defender retreats and the Intensity SRs, added to the CRT's own. */
export function applyIntensity(r: CrtResult, i: Intensity): { retreat: number; attackerSr: number; defenderSr: number } {
  const black = r.retreat === 'b1' ? 1 : r.retreat === 'b2' ? 2 : 0;
  const any = r.retreat !== 'none';
  const noneOrWhite = r.retreat === 'none' || r.retreat === 'w1';
  switch (i) {
    case 'none':
      return { retreat: black, attackerSr: 0, defenderSr: 0 };
    case 'attacker':
      return { retreat: r.retreat === 'w1' ? 1 : black, attackerSr: noneOrWhite ? 1 : 0, defenderSr: 0 };
    case 'defender':
      return { retreat: 0, attackerSr: 0, defenderSr: any ? 1 : 0 };
    case 'both':
      return { retreat: black, attackerSr: noneOrWhite ? 1 : 0, defenderSr: any ? 1 : 0 };
  }
}
