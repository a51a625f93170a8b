/**
 * Hunting corsairs (10.7, 12.2.4): in the Spring budget phase each Coalition
 * fleet in the Corsairs box tries to find one corsair (1D6 + its admiral's
 * maneuver - the corsair's value, 5 or more); each fleet that found it fires
 * once (1D6 + its admiral's combat value, 5 or more sinks it).
 */
import { d6 } from '../../../lib/dice.ts';
import { Fraction } from '../../../lib/fraction.ts';
import { count, modifier } from '../../../lib/guard.ts';
import { rollAgainst, type TargetRoll } from '../../../lib/target-roll.ts';

export const CORSAIR_TARGET = 5;

export interface Hunter {
  maneuver: number;
  combat: number;
}

export interface Hunt {
  detect: TargetRoll;
  sink: TargetRoll;
  /** found and sunk by this fleet */
  both: Fraction;
}

export function hunt(h: Hunter, corsairValue: number): Hunt {
  modifier('maneuver', h.maneuver, 9);
  modifier('combat value', h.combat, 9);
  count('corsair value', corsairValue, { max: 9 });
  const detect = rollAgainst(d6, CORSAIR_TARGET, h.maneuver - corsairValue);
  const sink = rollAgainst(d6, CORSAIR_TARGET, h.combat);
  return { detect, sink, both: detect.chance.mul(sink.chance) };
}

/** The chance the corsair is sunk when these fleets all hunt it (each rolls on its own). */
export function sunk(hunters: Hunter[], corsairValue: number): { hunts: Hunt[]; sunk: Fraction } {
  if (!hunters.length) throw new RangeError('at least one fleet hunts');
  const hunts = hunters.map((h) => hunt(h, corsairValue));
  const escape = hunts.reduce((p, x) => p.mul(new Fraction(1n).sub(x.both)), new Fraction(1n));
  return { hunts, sunk: new Fraction(1n).sub(escape) };
}
