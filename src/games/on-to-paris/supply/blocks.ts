/**
 * On To Paris! 9.4.3 and 9.4.5: does one hex stop a supply path? The
 * questions come in the order a player meets them on the map; the first
 * answer that blocks decides, and the reasoning names the rule it follows.
 */
import { yesNo, type Line } from './types.ts';

export interface HexAnswers {
  /** a non-besieged enemy SP or Formation is in the hex (Leaders or Siege Guns alone do not count) */
  enemyUnit: boolean;
  /** the tracing unit could not enter the hex, or cross the hexside into it */
  cannotEnter: boolean;
  /** an enemy-controlled city, or a non-besieged enemy-controlled Fort(ress) */
  enemyCityOrFort: boolean;
  /** the hex is in the ZOI of an enemy Cavalry Division */
  cavalryZoi: boolean;
  /** the hex holds something friendly: a city, an SP, a Formation, or a Fort(ress) not under siege */
  cavalryCancelled: boolean;
  /** the path is traced for a defender's Combat Supply */
  defender: boolean;
  /** the hex the attacker came from when it moved into the defender's hex */
  entryHex: boolean;
  /** next to that entry hex, and the attacker had a ZOI in it just before entering */
  besideEntryInZoi: boolean;
  /** the hex holds an SP, a Formation, or a Fort(ress) not under siege, of the defender's side */
  defenderCancels: boolean;
  /** the hex is on the Railway Supply Path part of the trace */
  railway: boolean;
  /** an enemy Fort(ress) is in the hex, besieged or not */
  enemyFort: boolean;
  /** a Prussian path, and the Prussian Rail Bypass depot is in the hex (optional rule 9.6; it does nothing for the French) */
  railBypass: boolean;
  /** the hex is a friendly-controlled rail line hex */
  friendlyRail: boolean;
}

export interface HexVerdict {
  blocks: boolean;
  steps: Line[];
}

const KEYS = [
  'enemyUnit', 'cannotEnter', 'enemyCityOrFort', 'cavalryZoi', 'cavalryCancelled', 'defender', 'entryHex',
  'besideEntryInZoi', 'defenderCancels', 'railway', 'enemyFort', 'railBypass', 'friendlyRail',
] as const;

export function hexBlocks(a: HexAnswers): HexVerdict {
  for (const k of KEYS) yesNo(k, a[k]);
  const steps: Line[] = [];
  const say = (text: string, value: string, rules: string[]) => steps.push({ text, value, rules });
  const stop = (text: string, rules: string[]): HexVerdict => {
    say(text, 'yes: blocked', rules);
    return { blocks: true, steps };
  };

  const enemy = 'A non-besieged enemy SP or Formation in it (enemy Leaders or Siege Guns alone never count)?';
  if (a.enemyUnit) return stop(enemy, ['9.4.3']);
  say(enemy, 'no', ['9.4.3']);
  const enter = 'The tracing unit could not enter it, or cross the hexside into it?';
  if (a.cannotEnter) return stop(enter, ['9.4.3']);
  say(enter, 'no', ['9.4.3']);
  const city = 'An enemy-controlled city, or a non-besieged enemy-controlled Fort(ress)?';
  if (a.enemyCityOrFort) return stop(city, ['9.4.3', '10.10']);
  say(city, 'no', ['9.4.3']);
  if (a.cavalryZoi) {
    if (!a.cavalryCancelled) return stop('In an enemy Cavalry Division’s ZOI, with nothing friendly there (no city, SP, Formation, or Fort(ress) not under siege)?', ['9.4.3', '6.5']);
    say('In an enemy Cavalry Division’s ZOI, but something friendly there (a city, an SP, a Formation, or a Fort(ress) not under siege) cancels it', 'not blocked', ['9.4.3']);
  } else say('In an enemy Cavalry Division’s ZOI? (An enemy Army’s or Corps’ ZOI never blocks.)', 'no', ['9.4.3']);
  if (a.defender) {
    if (a.entryHex) return stop('For the defender: the hex the attacker moved from into the defender’s hex?', ['9.4.3']);
    if (a.besideEntryInZoi) {
      if (!a.defenderCancels) return stop('For the defender: next to the attacker’s entry hex, inside the attacker’s ZOI just before the attack, with nothing of the defender’s side there?', ['9.4.3']);
      say('For the defender: next to the attacker’s entry hex inside its ZOI, but an SP, a Formation, or a Fort(ress) not under siege, of the defender’s side, there lifts the ban', 'not blocked', ['9.4.3']);
    } else say('For the defender: the attacker’s entry hex, or a hex beside it where the attacker had a ZOI?', 'no', ['9.4.3']);
  }
  if (a.railway) {
    if (a.enemyFort) {
      if (!a.railBypass)
        return stop('On the Railway path: an enemy Fort(ress) there, besieged or not (such a hex is never friendly controlled)?', ['9.4.5']);
      say('On the Railway path: a besieged French Fort(ress), but the Prussian Rail Bypass depot lets the Railway path through (supply only)', 'not blocked', ['9.6.2']);
    } else {
      if (!a.friendlyRail) return stop('On the Railway path: not a friendly-controlled rail line hex?', ['9.4.5', '11.1.2']);
      say('On the Railway path: a friendly-controlled rail line hex', 'not blocked', ['9.4.5']);
    }
  }
  say('No prohibition applies to it', 'open', ['9.4.3']);
  return { blocks: false, steps };
}
