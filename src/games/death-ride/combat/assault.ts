/**
 * Death Ride assaults (7.4): cavalry against cavalry, and any assault on
 * infantry or artillery, as printed on the player aid card.
 */
import type { CombatResult, OutcomeSpec, Term } from './common.ts';
import { plural } from '../../../lib/calculator.ts';
import { resolve } from './common.ts';

// ---------------------------------------------------------- cav vs cav

export interface CavVsCavInput {
  /** combat value of the one attacking (lead) unit */
  attackerValue: number;
  /** additional Fresh attacking cavalry */
  additionalFresh: number;
  /** combat value of one defending unit */
  defenderValue: number;
  /** the defending unit whose value is used is Fresh (counts under 'all-fresh') */
  defenderLeadFresh: boolean;
  /** Fresh defending cavalry besides that unit */
  defenderAdditionalFresh: number;
  /** Beaten Zones exited by the attackers */
  beatenZones: number;
}
export interface CavVsCavOptions {
  /** target "+2 for each Fresh cavalry unit": additional only (default) or every Fresh unit */
  targetSupports?: 'additional' | 'all-fresh';
}

export function cavalryVsCavalry(i: CavVsCavInput, o: CavVsCavOptions = {}): CombatResult {
  const reading = o.targetSupports ?? 'additional';
  const tFresh = i.defenderAdditionalFresh + (reading === 'all-fresh' && i.defenderLeadFresh ? 1 : 0);
  const av: Term[] = [
    { label: 'Strength: combat value of the one attacking unit', value: i.attackerValue, rule: '7.4' },
    { label: `Supports: ${plural(i.additionalFresh, 'additional Fresh cavalry unit')} × +2`, value: 2 * i.additionalFresh, rule: '7.4' },
  ];
  const tv: Term[] = [
    { label: 'Strength: combat value of one defending unit', value: i.defenderValue, rule: '7.4' },
    {
      label: `Supports: ${plural(tFresh, 'Fresh cavalry unit')} × +2 (${reading === 'additional' ? 'besides the defending unit' : 'every Fresh unit, the defending unit included'})`,
      value: 2 * tFresh,
      rule: '7.4',
    },
    { label: `Beaten Zones: ${plural(i.beatenZones, 'zone')} exited by attackers × +2`, value: 2 * i.beatenZones, rule: '7.4' },
  ];
  const spec = (d: number): OutcomeSpec =>
    d <= 0
      ? {
          key: 'fail',
          label: 'Assault fails (TV ≥ AV): attackers Spent, lead unit eliminated',
          eliminated: 1,
          effects: ['All attacking units become Spent', 'Attacking lead unit eliminated'],
        }
      : {
          key: `target-${d}`,
          label: `Target absorbs ${d} CP`,
          casualties: { target: d },
          effects: ['All attacking units become Spent', `Target absorbs the casualty points (7.7): ${d} CP`],
        };
  const notes = [
    `Target supports: the card says "each Fresh cavalry unit" (the attacker's row says "additional"); read as ${reading === 'additional' ? 'additional units only (default)' : 'every Fresh unit, the defending unit included (alternative)'}.`,
    'No leader bonus is listed for cavalry against cavalry. Counter-charges (7.5) are not on the card.',
  ];
  return resolve('cav-vs-cav', '7.4', av, tv, spec, notes);
}

// ------------------------------------------------- vs infantry/artillery

export type AssaultLead = 'infantry' | 'artillery' | 'cavalry';

export interface AssaultInput {
  /** combat value of one attacking Fresh unit (the lead) */
  attackerValue: number;
  attackerLead: AssaultLead;
  leaderCommitted: boolean;
  /** additional Fresh infantry and artillery attacking */
  additionalInfArt: number;
  /** additional Fresh cavalry attacking */
  additionalCavalry: number;
  /** combat value of one defending infantry or artillery unit */
  defenderValue: number;
  defenderLead: 'infantry' | 'artillery';
  cover: number;
  /** Beaten Zones (not Chassepot zones) exited by infantry / cavalry attackers */
  zonesExitedInfantry: number;
  zonesExitedCavalry: number;
  /** additional Fresh defending infantry / artillery */
  defenderInfantry: number;
  defenderArtillery: number;
  /** Spent defending infantry other than the defending lead unit */
  defenderSpentInfantry: number;
  /** the defending lead unit is Spent infantry (counts under spentLead 'included') */
  defenderLeadSpent: boolean;
}
export interface AssaultOptions {
  /** cavalry failing against infantry: "eliminate two attacking units" = two in all, lead included (default) */
  twoUnits?: 'two-total' | 'lead-plus-two';
  /** +1/2 per Spent infantry vs cavalry: the other units only (default) or the Spent lead too */
  spentLead?: 'others' | 'included';
}

/** 7.4: the Assault Value: the lead's combat value, a committed leader, and the attacking supports. */
const assaultValue = (i: AssaultInput): Term[] => [
  { label: `Strength: combat value of one attacking Fresh ${i.attackerLead} unit`, value: i.attackerValue, rule: '7.4' },
  { label: i.leaderCommitted ? 'Leader: committed' : 'Leader: none committed', value: i.leaderCommitted ? 1 : 0, rule: '7.4' },
  { label: `Supports: ${plural(i.additionalInfArt, 'additional Fresh infantry or artillery unit')} × +2`, value: 2 * i.additionalInfArt, rule: '7.4' },
  { label: `Supports: ${plural(i.additionalCavalry, 'additional Fresh cavalry unit')} × +1`, value: i.additionalCavalry, rule: '7.4' },
];

/** 7.4: the Target Value: the defending lead, its cover, the Beaten Zones the attackers exited, and its supports (Spent infantry only against cavalry). */
function targetValue(i: AssaultInput, cav: boolean, spentInf: number): Term[] {
  return [
    { label: `Strength: combat value of one defending ${i.defenderLead} unit`, value: i.defenderValue, rule: '7.4' },
    { label: `Terrain: Cover ${i.cover} - 1`, value: i.cover - 1, rule: '7.4' },
    { label: `Beaten Zones: ${plural(i.zonesExitedInfantry, 'zone')} exited by infantry attackers × +1`, value: i.zonesExitedInfantry, rule: '7.4' },
    { label: `Beaten Zones: ${plural(i.zonesExitedCavalry, 'zone')} exited by cavalry attackers × +2`, value: 2 * i.zonesExitedCavalry, rule: '7.4' },
    { label: `Supports: ${plural(i.defenderInfantry, 'additional Fresh infantry unit')} × +1`, value: i.defenderInfantry, rule: '7.4' },
    { label: `Supports: ${plural(i.defenderArtillery, 'additional Fresh artillery unit')} × +2`, value: 2 * i.defenderArtillery, rule: '7.4' },
    cav
      ? { label: `Supports: ${plural(spentInf, 'Spent infantry unit')} × +1/2 vs cavalry, rounded up`, value: Math.ceil(spentInf / 2), rule: '7.4' }
      : { label: `Supports: ${plural(spentInf, 'Spent infantry unit')}, not counted (they count only against cavalry)`, value: 0, rule: '7.4' },
  ];
}

/** 7.4: what AV − TV does: the assault fails, ties, or the target absorbs casualty points (doubled for cavalry against infantry). */
const assaultOutcome = (cav: boolean, vsInf: boolean, leaderCommitted: boolean, twoUnits: NonNullable<AssaultOptions['twoUnits']>) => (d: number): OutcomeSpec => {
  const leaderOut = leaderCommitted ? ['Committed leader deactivated'] : [];
  if (d < 0) {
    const two = cav && vsInf;
    const n = two ? (twoUnits === 'two-total' ? 2 : 3) : 1;
    const elim = !two
      ? 'Attacking lead unit eliminated'
      : twoUnits === 'two-total'
        ? 'Two attacking units eliminated (the lead included)'
        : 'Attacking lead unit and two more attacking units eliminated';
    return {
      key: 'fail',
      label: `Assault fails (TV > AV): ${plural(n, 'attacking unit')} eliminated`,
      eliminated: n,
      effects: ['All attacking units become Spent', ...leaderOut, elim, 'Attackers halt in the area just exited'],
    };
  }
  if (d === 0)
    return {
      key: 'tie',
      label: 'Tie (TV = AV): attacker absorbs 2 CP',
      casualties: { attacker: 2 },
      effects: ['All attacking units become Spent', ...leaderOut, 'Attacker absorbs the casualty points (7.7): 2 CP'],
    };
  const cp = cav && vsInf ? 2 * d : d;
  const leadLost = cav && d <= 2;
  return {
    key: `target-${cp}${leadLost ? '-lead' : ''}`,
    label: `Target absorbs ${cp} CP${cav && vsInf ? ` (${d} doubled: infantry attacked by cavalry)` : ''}${leadLost ? '; attacking lead unit eliminated' : ''}`,
    casualties: { target: cp },
    eliminated: leadLost ? 1 : 0,
    effects: [
      'All attacking units become Spent',
      `Target absorbs the casualty points (7.7): ${cp} CP`,
      ...(leadLost ? ['Attacking lead unit eliminated (cavalry won by only 1 or 2)'] : []),
    ],
  };
};

/** What the card leaves open about an assault, and the readings chosen for it. */
function assaultNotes(cav: boolean, vsInf: boolean, spentLead: NonNullable<AssaultOptions['spentLead']>, twoUnits: NonNullable<AssaultOptions['twoUnits']>): string[] {
  const notes = [
    'What a winning attacker does next (enter the area? after the target retreats?) is not on the card (7.4).',
    'A zone exited by both infantry and cavalry attackers: the card does not say how to count it.',
  ];
  if (!cav) return notes;
  notes.push(
    `+1/2 per Spent infantry against cavalry: ${spentLead === 'others' ? 'counted for the Spent units other than the defending lead (default)' : 'the Spent defending lead counted too (alternative)'}.`,
  );
  if (vsInf) {
    notes.push('Casualty points are doubled because the defending lead unit is infantry; for a mixed infantry and artillery stack the card does not say.');
    notes.push(
      `"Eliminate two attacking units" read as ${twoUnits === 'two-total' ? 'two in all, the lead included (default)' : 'the lead plus two more (alternative)'}.`,
    );
  }
  return notes;
}

/** An assault on the Assault table (7.4): AV against TV, then what the difference does. */
export function assaultInfantry(i: AssaultInput, o: AssaultOptions = {}): CombatResult {
  const twoUnits = o.twoUnits ?? 'two-total';
  const spentLead = o.spentLead ?? 'others';
  const cav = i.attackerLead === 'cavalry';
  const vsInf = i.defenderLead === 'infantry';
  const spentInf = i.defenderSpentInfantry + (spentLead === 'included' && vsInf && i.defenderLeadSpent ? 1 : 0);
  return resolve('assault', '7.4', assaultValue(i), targetValue(i, cav, spentInf), assaultOutcome(cav, vsInf, i.leaderCommitted, twoUnits), assaultNotes(cav, vsInf, spentLead, twoUnits));
}
