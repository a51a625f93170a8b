/**
 * On To Paris! what a supply verdict means for the unit or hex (9.2.1-9.3.1,
 * 9.5.1, 9.8): only what the rules say, each with its rule.
 */
import type { Line } from './types.ts';

export type CheckKind = 'movement' | 'combat' | 'hex';
export type Who = 'unit' | 'franc-tireur' | 'siege-gun';
export type Verdict = 'in' | 'out' | 'not-checked';
/** what becomes of a depot on the path: none used, used and kept, or eliminated after the combat */
export type DepotFate = 'none' | 'kept' | 'spent';

export interface EffectsInput {
  check: CheckKind;
  who: Who;
  verdict: Verdict;
  depot: DepotFate;
  /** a Siege Gun's own railway-only path to a Supply Source hex (9.8) */
  gunOwnPath: boolean;
}

export function supplyEffects(e: EffectsInput): Line[] {
  if (e.verdict === 'not-checked')
    return [{ text: 'No Movement Supply check for this unit. When a combat is declared, trace its Combat Supply then.', rules: ['9.2.2', '9.3'] }];
  if (e.who === 'franc-tireur') return [{ text: 'Nothing to apply: a Franc-Tireur SP never lacks supply.', rules: ['9.1'] }];
  if (e.who === 'siege-gun' && e.check !== 'hex') {
    if (e.verdict === 'out')
      return [{ text: 'Our source says no more about an unsupplied Siege Gun; the siege rules it would matter for are not in our source.', rules: ['9.8', '16.2.4'] }];
    return [
      e.gunOwnPath
        ? { text: 'Its own railway-only path to a Supply Source hex, sharing no rail hex with another gun’s: it may add its modifier when the siege is resolved.', rules: ['9.8', '16.2.4'] }
        : { text: 'In supply, but without a railway-only path of its own to a Supply Source hex it may not add its modifier to a siege.', rules: ['9.8', '16.2.4'] },
    ];
  }
  if (e.check === 'hex')
    return e.verdict === 'in'
      ? [{ text: 'The hex may take a new Army or Corps, a Supply Depot or SP reinforcements, as far as supply goes (their own placement rules still apply).', rules: ['9.2.3', '6.2', '9.5.2', '7.2.1'] }]
      : [{ text: 'Nothing that needs a hex in Movement Supply may be placed here now: no new Army or Corps, no Supply Depot, no SP reinforcements.', rules: ['9.2.3', '6.2', '9.5.2', '7.2.1'] }];
  if (e.check === 'movement')
    return e.verdict === 'in'
      ? [{ text: 'In Movement Supply for the whole activation. Before any combat it still traces Combat Supply.', rules: ['9.2.1', '13.1'] }]
      : [
          { text: 'One MP fewer for this activation.', rules: ['9.2.3', '10.2.5'] },
          { text: 'Out of supply until the activation ends, so no Combat Supply in it: if it attacks, it is Demoralized at the end of that combat.', rules: ['9.2.1', '9.3.1'] },
          { text: 'It cannot recover from Demoralization.', rules: ['9.2.3', '13.14.5'] },
          { text: 'It cannot build a Pontoon Bridge or a Field Fortification.', rules: ['9.2.3', '11.3.1', '16.1.1'] },
        ];
  if (e.verdict === 'out')
    return [
      { text: 'Demoralized at the end of the combat, whatever the combat’s own result; this can be a further level on top of one the combat gives.', rules: ['9.3.1', '13.14.3'] },
      { text: 'No other effect comes from lacking Combat Supply.', rules: ['9.3.1'] },
    ];
  return e.depot === 'spent'
    ? [{ text: 'The depot that served as the source is eliminated when this combat is over.', rules: ['9.5.1'] }]
    : [{ text: 'Fights in supply; no depot is used up.', rules: ['9.3', '9.5.1'] }];
}
