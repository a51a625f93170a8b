/**
 * Nations in Arms 6.2.1: does one hex stop a supply line? The questions come
 * in the order of the rulebook's list; the first that blocks decides. Friendly
 * units or fortresses never lift an enemy army's influence or contact area.
 */
import { yesNo } from '../../../lib/answers.ts';
import type { Line } from './check.ts';

export interface HexAnswers {
  /** inside an enemy army's area of influence */
  zoi: boolean;
  /** that army is demoralized (it has lost its area of influence, 8.3.4) */
  zoiDemoralized: boolean;
  /** that army stands in a battle hex (no area of influence there) */
  zoiBattle: boolean;
  /** in the contact area of an enemy army */
  contact: boolean;
  /** the main contact hex of an enemy leader without an army (not one of the two hexes beside it) */
  leaderContact: boolean;
  /** enemy combat units, guerrillas, cossacks or depots in it */
  enemyUnits: boolean;
  /** an enemy fortress that is not besieged */
  enemyFortress: boolean;
  /** terrain the line may not enter */
  forbidden: boolean;
}

const KEYS = ['zoi', 'zoiDemoralized', 'zoiBattle', 'contact', 'leaderContact', 'enemyUnits', 'enemyFortress', 'forbidden'] as const;

export function hexBlocks(a: HexAnswers): { blocks: boolean; steps: Line[] } {
  for (const k of KEYS) yesNo(k, a[k]);
  const steps: Line[] = [];
  const say = (text: string, value: string, rules: string[]) => steps.push({ text, value, rules });
  const stop = (text: string, rules: string[]) => {
    say(text, 'yes: blocked', rules);
    return { blocks: true, steps };
  };
  if (a.zoi) {
    if (a.zoiDemoralized) say('In an enemy army’s area of influence, but that army is demoralized and has none', 'not blocked', ['8.3.4']);
    else if (a.zoiBattle) say('In an enemy army’s area of influence, but that army is in a battle hex and has none there', 'not blocked', ['6.2.1']);
    else return stop('Inside an enemy army\'s area of influence (friendly units or fortresses there do not help)?', ['6.2.1']);
  } else say('Inside an enemy army\'s area of influence?', 'no', ['6.2.1']);
  const contact = 'In the contact area of an enemy army (friendly units or fortresses there do not help)?';
  if (a.contact) return stop(contact, ['6.2.1']);
  say(contact, 'no', ['6.2.1']);
  const leader = 'The main contact hex of an enemy leader without an army (the two hexes beside it do not block)?';
  if (a.leaderContact) return stop(leader, ['6.2.1']);
  say(leader, 'no', ['6.2.1']);
  const units = 'Enemy combat units, guerrillas, cossacks or a depot in it?';
  if (a.enemyUnits) return stop(units, ['6.2.1']);
  say(units, 'no', ['6.2.1']);
  const fort = 'An enemy fortress that is not besieged?';
  if (a.enemyFortress) return stop(fort, ['6.2.1']);
  say(fort, 'no', ['6.2.1']);
  const terrain = 'Terrain the line may not enter?';
  if (a.forbidden) return stop(terrain, ['6.2.1']);
  say(terrain, 'no', ['6.2.1']);
  say('Nothing in the list applies', 'open: count its MP like any hex', ['6.2.1']);
  return { blocks: false, steps };
}
