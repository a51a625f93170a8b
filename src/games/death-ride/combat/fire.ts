/**
 * Death Ride fire tables: Bombardment (7.1), Rifle Fire (7.2) and Chassepot
 * Volley (7.3), as printed on the player aid card. Ambiguous readings are
 * options whose defaults are the research notes' chosen readings.
 */
import type { CombatResult, OutcomeSpec, Side, Term } from './common.ts';
import { plural } from '../../../lib/calculator.ts';
import { resolve } from './common.ts';

const ABSORB = 'absorbs the casualty points (7.7)';

// ---------------------------------------------------------------- 7.1

export interface BombardmentInput {
  /** artillery factor (combat value) of the one selected firing unit */
  artilleryFactor: number;
  /** additional artillery units in the activation */
  additionalArtillery: number;
  /** areas lying between attacker and target; 0 = adjacent */
  interveningAreas: number;
  /** the firer is in a +3 Cover area */
  firerInCover3: boolean;
  /** Cover of the target area */
  cover: number;
  /** the target area holds only cavalry */
  targetCavalryOnly: boolean;
  /** Fresh artillery units in the target area */
  targetFreshArtillery: number;
}
export interface BombardmentOptions {
  /** L154 "No Supports for non-adjacent bombardment": read as the target's supports (default) */
  targetSupportsAtRange?: 'ignored' | 'counted';
}

export function bombardment(i: BombardmentInput, o: BombardmentOptions = {}): CombatResult {
  const adj = i.interveningAreas === 0;
  const atRange = o.targetSupportsAtRange ?? 'ignored';
  const av: Term[] = [
    { label: 'Strength: artillery factor of one selected unit', value: i.artilleryFactor, rule: '7.1' },
    adj
      ? { label: `Supports: ${plural(i.additionalArtillery, 'additional artillery unit')} × +2 (adjacent only)`, value: 2 * i.additionalArtillery, rule: '7.1' }
      : { label: `Supports: ${plural(i.additionalArtillery, 'additional artillery unit')}, not counted (target not adjacent)`, value: 0, rule: '7.1' },
    { label: `Range: ${plural(i.interveningAreas, 'intervening area')} × -2`, value: -2 * i.interveningAreas, rule: '7.1' },
    { label: i.firerInCover3 ? 'Vision: fire from a +3 Cover area' : 'Vision: not firing from a +3 Cover area', value: i.firerInCover3 ? -1 : 0, rule: '7.1' },
  ];
  const mult = i.targetCavalryOnly ? 1 : 2;
  const supportsCount = adj || atRange === 'counted';
  const tv: Term[] = [
    { label: `Terrain: ${mult} × Cover ${i.cover}${i.targetCavalryOnly ? ' (only cavalry in the target)' : ''}`, value: mult * i.cover, rule: '7.1' },
    supportsCount
      ? { label: `Supports: ${plural(i.targetFreshArtillery, 'Fresh artillery unit')} × +2`, value: 2 * i.targetFreshArtillery, rule: '7.1' }
      : { label: `Supports: ${plural(i.targetFreshArtillery, 'Fresh artillery unit')}, not counted (no Supports for non-adjacent bombardment)`, value: 0, rule: '7.1' },
  ];
  const spec = (d: number): OutcomeSpec =>
    d <= 0
      ? { key: 'spent', label: 'Fire fails (TV ≥ AV): all attacking units become Spent', effects: ['All attacking units become Spent', 'Target unharmed'] }
      : {
          key: `target-${d}`,
          label: `Target absorbs ${d} CP`,
          casualties: { target: d },
          effects: [`Target ${ABSORB}: ${d} CP`, 'The firing artillery stays Fresh', 'Artillery in the target area takes the lead-unit role'],
        };
  const notes = [
    'The maximum bombardment range is not on the card; a Hill gives greater range (7.1.2).',
    'The card makes any target artillery the lead unit(s): presumably they absorb the casualty points first; 7.7 itself is not on the card.',
  ];
  if (!adj && i.targetFreshArtillery > 0)
    notes.push(
      atRange === 'ignored'
        ? 'Target supports ignored: L154 "No Supports for non-adjacent bombardment" read as applying to the target (the default reading).'
        : 'Target supports counted at range: the alternative reading of L154 (it only repeats the attacker limit).',
    );
  return resolve('bombardment', '7.1', av, tv, spec, notes);
}

// ---------------------------------------------------------------- 7.2

export interface RifleInput {
  firingSide: Side;
  /** the target area is adjacent (Germans may only engage adjacent areas) */
  adjacent: boolean;
  firerInCover3: boolean;
  /** Fresh supporting artillery units firing (besides the lead) */
  supportArtillery: number;
  /** Fresh supporting infantry units of the firing side (besides the lead) */
  supportInfantry: number;
  cover: number;
  targetLead: 'infantry' | 'artillery';
  targetLeadSpent: boolean;
  /** Fresh artillery supports in the target area (besides the lead) */
  targetArtillery: number;
  /** Fresh infantry supports in the target area (besides the lead) */
  targetInfantry: number;
  /** the target is in a +3 Cover area (used by the default vision reading) */
  targetInCover3: boolean;
  /** Activated Fresh units in the target area */
  activatedFresh: number;
}
export interface RifleOptions {
  /** whose +3 Cover area triggers the target block's "Vision -1" (default: the target's) */
  vision?: 'target' | 'firer';
}

const natName = (s: Side) => (s === 'french' ? 'French' : 'German');

export function rifleFire(i: RifleInput, o: RifleOptions = {}): CombatResult {
  const vision = o.vision ?? 'target';
  const fr = i.firingSide === 'french';
  const tSide: Side = fr ? 'german' : 'french';
  const infA = fr ? 2 : 1;
  const infT = tSide === 'french' ? 2 : 1;
  const attackers = 1 + i.supportArtillery + i.supportInfantry;
  const mult = 1 + Math.floor(attackers / 3);
  const av: Term[] = [
    { label: `Strength: lead ${natName(i.firingSide)} unit firing`, value: fr ? 4 : 2, rule: '7.2' },
    { label: `Supports: ${plural(i.supportArtillery, 'Fresh artillery unit')} × +2`, value: 2 * i.supportArtillery, rule: '7.2' },
    { label: `Supports: ${plural(i.supportInfantry, `Fresh ${natName(i.firingSide)} infantry unit`)} × +${infA}`, value: infA * i.supportInfantry, rule: '7.2' },
    fr
      ? i.adjacent
        ? { label: 'Range: French fire into an adjacent area', value: 1, rule: '7.2' }
        : { label: 'Range: French fire at a non-adjacent area', value: -3, rule: '7.2' }
      : { label: 'Range: German fire (Germans may only engage an adjacent area)', value: 0, rule: '7.2' },
    { label: i.firerInCover3 ? 'Vision: fire from a +3 Cover area' : 'Vision: not firing from a +3 Cover area', value: i.firerInCover3 ? -1 : 0, rule: '7.2' },
  ];
  const leadVal = i.targetLead === 'artillery' || tSide === 'french' ? (i.targetLeadSpent ? 3 : 4) : i.targetLeadSpent ? 1 : 2;
  const leadName = i.targetLead === 'artillery' ? 'artillery' : `${natName(tSide)} infantry`;
  const visionHit = vision === 'target' ? i.targetInCover3 : i.firerInCover3;
  const tv: Term[] = [
    { label: `Terrain: Cover ${i.cover} × ${mult} (${plural(attackers, 'attacker')}: Cover, plus Cover again per whole multiple of 3)`, value: i.cover * mult, rule: '7.2' },
    { label: `Strength: lead ${leadName} unit, ${i.targetLeadSpent ? 'Spent' : 'Fresh'}`, value: leadVal, rule: '7.2' },
    i.adjacent
      ? { label: `Supports: ${plural(i.targetArtillery, 'Fresh artillery unit')} × +2`, value: 2 * i.targetArtillery, rule: '7.2' }
      : { label: `Supports: ${plural(i.targetArtillery, 'Fresh artillery unit')}, not counted (non-adjacent defender)`, value: 0, rule: '7.2' },
    i.adjacent
      ? { label: `Supports: ${plural(i.targetInfantry, `Fresh ${natName(tSide)} infantry unit`)} × +${infT}`, value: infT * i.targetInfantry, rule: '7.2' }
      : { label: `Supports: ${plural(i.targetInfantry, `Fresh ${natName(tSide)} infantry unit`)}, not counted (non-adjacent defender)`, value: 0, rule: '7.2' },
    {
      label: visionHit
        ? vision === 'target' ? 'Vision: target in a +3 Cover area' : 'Vision: fire from a +3 Cover area (firer\'s position, alternative reading)'
        : vision === 'target' ? 'Vision: target not in a +3 Cover area' : 'Vision: firer not in a +3 Cover area (alternative reading)',
      value: visionHit ? -1 : 0,
      rule: '7.2',
    },
  ];
  const spec = (d: number): OutcomeSpec => {
    if (d >= 2)
      return { key: `target-${d}`, label: `Target absorbs ${d} CP`, casualties: { target: d }, effects: [`Target ${ABSORB}: ${d} CP`, 'Attackers are not Spent'] };
    if (d >= -1)
      return { key: 'both-2', label: 'Within 1: each side absorbs 2 CP', casualties: { target: 2, firer: 2 }, effects: [`Target ${ABSORB}: 2 CP`, `Firers absorb the casualty points (7.7): 2 CP`] };
    const cp = Math.max(0, -d - i.activatedFresh);
    if (cp === 0)
      return { key: 'no-losses', label: 'Target wins by 2 or more, but no losses (Activated Fresh units cancel them)', effects: ['No losses', 'Target not Spent'] };
    return { key: `firer-${cp}`, label: `Firers absorb ${cp} CP`, casualties: { firer: cp }, effects: [`Firers absorb the casualty points (7.7): ${cp} CP`, 'Target not Spent'] };
  };
  const notes = [
    'Supports are counted besides the lead unit (the card\'s rifle rows do not say "additional"); the attackers counted for the Cover multiple are the lead plus its supports.',
    'The card makes the target\'s Cover count again per whole multiple of 3 attackers, so more firers help the target; applied as written.',
    `Vision -1 in the target block: ${vision === 'target' ? 'read as the target standing in a +3 Cover area (default)' : 'read as the firer\'s +3 Cover area (alternative; it cancels the firer\'s own -1)'}.`,
    'The card does not say whether firers become Spent when the values are within 1, nor whether supports must belong to the same activation.',
  ];
  if (fr && !i.adjacent)
    notes.push('The card does not exempt French firers at a non-adjacent area from losses when the target wins by 2 or more; applied as written.');
  if (!fr && !i.adjacent) notes.push('Germans may only engage an adjacent area: this fire is not allowed by the card.');
  return resolve('rifle', '7.2', av, tv, spec, notes);
}

// ---------------------------------------------------------------- 7.3

export interface ChassepotInput {
  /** French infantry units firing */
  firing: number;
  /** combat units in the target */
  targetUnits: number;
  /** combat units "in attack" (the moving German group); defaults to targetUnits */
  attackUnits?: number;
  /** firing divisions that fire from a +3 Cover area */
  divisionsInCover3: number;
  /** Cover of the target's area */
  cover: number;
}
export interface ChassepotOptions {
  /** "half of difference": rounding is not on the card (default down) */
  rounding?: 'down' | 'up';
}

export function chassepotVolley(i: ChassepotInput, o: ChassepotOptions = {}): CombatResult {
  const rounding = o.rounding ?? 'down';
  const inAttack = i.attackUnits ?? i.targetUnits;
  const av: Term[] = [
    { label: `Strength: ${plural(i.firing, 'French infantry unit')} firing × +2`, value: 2 * i.firing, rule: '7.3' },
    { label: `Numbers: ${plural(i.targetUnits, 'combat unit')} in the target, +1 per two (round up)`, value: Math.ceil(i.targetUnits / 2), rule: '7.3' },
    { label: `Vision: ${plural(i.divisionsInCover3, 'firing division')} in a +3 Cover area × -1`, value: -i.divisionsInCover3, rule: '7.3' },
  ];
  const tv: Term[] = [
    { label: `Terrain: Cover ${i.cover} - 1`, value: i.cover - 1, rule: '7.3' },
    { label: `Strength: ${plural(inAttack, 'combat unit')} in the attack × +1`, value: inAttack, rule: '7.3' },
  ];
  const spec = (d: number): OutcomeSpec => {
    if (d < 0) return { key: 'no-effect', label: 'No effect (TV > AV)', effects: ['No effect', 'Move may continue'] };
    const cp = rounding === 'down' ? Math.floor(d / 2) : Math.ceil(d / 2);
    if (cp === 0)
      return { key: 'cp-0', label: `Hit, but half the difference is 0 CP (rounded ${rounding})`, effects: ['No casualty points', 'Attackers are not Spent', 'Move may continue'] };
    return {
      key: `target-${cp}`,
      label: `Target absorbs ${cp} CP`,
      casualties: { target: cp },
      effects: [`Target ${ABSORB}: ${cp} CP`, 'Attackers are not Spent', 'Move may continue'],
    };
  };
  const notes = [
    `The card says "half of difference" without a rounding rule; rounded ${rounding}${rounding === 'down' ? ' (default)' : ' (alternative)'}.`,
    'What triggers a volley (entering, crossing or assaulting through the zone) and which area\'s Cover counts are not on the card (7.3).',
    i.attackUnits === undefined || i.attackUnits === i.targetUnits
      ? '"Combat units in attack" read as the same moving German group as the target, so bigger groups are harder to hurt.'
      : '"Combat units in attack" entered separately from the units in the target.',
  ];
  if (i.cover === 0) notes.push('Cover 0 gives a Terrain term of -1 ("Cover -1" applied as written).');
  return resolve('chassepot', '7.3', av, tv, spec, notes);
}
