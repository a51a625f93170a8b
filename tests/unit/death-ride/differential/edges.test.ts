/** Edge inputs on every Death Ride calculator page: every field, option and reading at random, both ends of each number. */
import { describe, it } from 'vitest';
import combat from '../../../../src/games/death-ride/calculators/combat.ts';
import absorption from '../../../../src/games/death-ride/calculators/absorption.ts';
import endOfPhase from '../../../../src/games/death-ride/calculators/end-of-phase.ts';
import movement from '../../../../src/games/death-ride/calculators/movement.ts';
import { checkEdges } from '../../calc-edges.ts';

describe('Death Ride calculators at the edges of their inputs', () => {
  it('combat', () => checkEdges(combat, 1500));
  it('absorption', () => checkEdges(absorption, 800));
  it('end of phase', () => checkEdges(endOfPhase, 800));
  it('movement', () => checkEdges(movement, 300));
});
