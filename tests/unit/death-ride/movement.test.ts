import { describe, expect, it } from 'vitest';
import { activationByFire, movementCost } from '../../../src/games/death-ride/movement.ts';
import movement from '../../../src/games/death-ride/calculators/movement.ts';
import { run } from '../../../src/lib/calculator.ts';

const none = { enterEnemy: false, enterBeaten: false, crossRavine: false, leaveEnemy: false, cavalryWoods: false };

describe('movement costs (card, Movement Costs block)', () => {
  it('base costs: 1 for an ordinary area, 2 for an enemy area or a Beaten Zone, never 4', () => {
    expect(movementCost(none).cost).toBe(1);
    expect(movementCost({ ...none, enterEnemy: true }).cost).toBe(2);
    expect(movementCost({ ...none, enterEnemy: true, enterBeaten: true }).cost).toBe(2);
  });
  it('default reading: the "+" costs add to the highest base cost', () => {
    expect(movementCost({ ...none, crossRavine: true }).cost).toBe(2);
    expect(movementCost({ ...none, enterBeaten: true, crossRavine: true }).cost).toBe(3); // notes §7.4
    expect(movementCost({ ...none, enterEnemy: true, crossRavine: true, leaveEnemy: true, cavalryWoods: true }).cost).toBe(6);
  });
  it('other reading: only the single highest cost', () => {
    expect(movementCost({ ...none, enterBeaten: true, crossRavine: true }, 'highest-single').cost).toBe(2);
    expect(movementCost({ ...none, cavalryWoods: true, enterEnemy: true }, 'highest-single').cost).toBe(3);
    expect(movementCost(none, 'highest-single').cost).toBe(1);
  });
});

describe('activation by fire (3.2.1)', () => {
  it('Frossard 1-4, others 1-3; d6 assumed, d10 offered (notes §6.3)', () => {
    expect(activationByFire('frossard').chance.toString()).toBe('2/3');
    expect(activationByFire('other').chance.toString()).toBe('1/2');
    expect(activationByFire('frossard', 'd10').chance.toString()).toBe('2/5');
    expect(activationByFire('other', 'd10').chance.toString()).toBe('3/10');
  });
});

describe('movement calculator', () => {
  it('a link gives the cost and the chances', () => {
    const r = run(movement, { beaten: '1', ravine: '1', leader: 'frossard' }).result!;
    expect(r.summary!.map((s) => String(s.value))).toEqual(['3', '2/3']);
    expect(r.tables[1]!.rows.map((x) => String(x.cells[2]))).toEqual(['1/2', '1/2']);
  });
  it('rejects bad input', () => {
    expect(run(movement, { ravine: 'sometimes' }).errors.ravine).toMatch(/yes or no/);
    expect(run(movement, { die: 'd20' }).errors.die).toMatch(/not one of/);
  });
});
