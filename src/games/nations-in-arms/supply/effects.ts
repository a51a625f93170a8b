/**
 * Nations in Arms: what being out of supply does (6.1.2 and the rules that
 * name it), only as the rulebook gives it, each with its rule.
 */
import type { Line } from './check.ts';

/** The effects on an out-of-supply force (or on the unsupplied steps of a fortress). */
export function outOfSupplyEffects(inFortress: boolean): Line[] {
  const out: Line[] = [
    { text: 'It keeps its Out of Supply marker until supply is next checked.', rules: ['6.1.2'] },
    { text: 'An attrition check whenever it is activated: ahead of every battle, or once its move is over if it fights none.', rules: ['6.1.2', '7.2', '7.3'] },
    { text: 'If it is not activated this turn, an attrition check in the final attrition phase.', rules: ['7.2'] },
    { text: 'A forced march while out of supply adds a negative DRM to that attrition check (its value is not in our source).', rules: ['7.2'] },
    { text: 'Its artillery does not count in combat or sieges.', rules: ['6.1.2', '8.1.5'] },
    { text: 'A −4 DRM in combat; a negative DRM in sieges (that value is not in our source).', rules: ['6.1.2', '6.2'] },
    { text: 'Its engineers do nothing: no pontoon bridge, no help at a river, no siege DRM.', rules: ['6.1.2', '5.2.10', '9.2'] },
    { text: 'If demoralized, it cannot rally.', rules: ['6.1.2', '8.3.5'] },
    { text: 'A leader marching to the sound of the guns while out of supply has −4.', rules: ['8.1.1'] },
  ];
  if (inFortress)
    out.push({
      text: 'Besieged units escape the −4 combat DRM unless they sortie with at least one unsupplied step; the fortress’s own points and its supplied steps take no attrition check and no combat penalty.',
      rules: ['6.2', '9.2'],
    });
  return out;
}

/** When supply is checked again (6.1.1). */
export const WHEN_CHECKED: Line = {
  text: 'Supply is checked at the start of each leader’s activation, for the defender during a combat, and for the phasing player after each combat; a siege is not a combat.',
  rules: ['6.1.1'],
};
