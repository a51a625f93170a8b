/** The Death Ride checklist: the machine plus what the generic island shows. */
import type { ChecklistModule } from '../../lib/checklist.ts';
import { chartRows } from '../../lib/charts.ts';
import { bool, int, nullable, object, oneOf } from '../../lib/shape.ts';
import reinforcementsYaml from '../../../content/death-ride/tables/reinforcements.yaml';
import { checkImpulse, deathRideMachine, LAST_TURN, TURN_TIMES, type DRContext } from './machine.ts';
import { SERVER } from '../../lib/words.ts';

interface Reinforcement {
  turn: number;
  time: string;
  side: string;
  area: number;
  units: string;
  count: number;
}
const reinforcements = chartRows<Reinforcement>(reinforcementsYaml, ['turn', 'side', 'area', 'units', 'count']);

export function reinforcementsFor(turn: number): Reinforcement[] {
  return reinforcements.filter((r) => r.turn === turn);
}

const ctx = (s: { context: unknown }) => s.context as DRContext;

const module: ChecklistModule = {
  schema: 'death-ride-sequence',
  version: 1,
  machine: deathRideMachine,
  // what a save's context must be (turns as on the card; counts and modifiers within sane bounds)
  context: object({
    turn: int(1, LAST_TURN),
    french: int(0, 999),
    german: int(0, 999),
    counting: oneOf('pair', 'each'),
    extension: oneOf('before-final', 'after-final'),
    granted: bool,
    lastCheck: nullable(object({ roll: int(1, 10), modifier: int(-99, 99), impulse: int(0, 999), final: bool })),
  }),
  counters(s) {
    const c = ctx(s);
    return [
      { label: 'Turn', value: `${c.turn} of ${LAST_TURN} (${TURN_TIMES[c.turn - 1] ?? ''})` },
      { label: 'German impulses', value: String(c.german) },
      { label: 'French impulses', value: String(c.french) },
      { label: 'Impulse number at the next check', value: String(checkImpulse(c)) },
    ];
  },
  extras(s) {
    const c = ctx(s);
    const out: { title: string; items: string[]; rules?: string[] }[] = [];
    if (s.matches('turnStart')) {
      const r = reinforcementsFor(c.turn);
      out.push({
        title: `Reinforcements, turn ${c.turn}`,
        items: r.length ? r.map((x) => `${x.side}, area ${x.area}: ${x.units} (${x.count})`) : ['None listed on the card for this turn.'],
        rules: ['15.0'],
      });
    }
    if (c.lastCheck && (s.matches('frenchImpulse') || s.matches('extension') || s.matches('finalFrench'))) {
      const l = c.lastCheck;
      out.push({
        title: 'Last end-of-phase roll',
        items: [
          `Rolled ${l.roll}, modifier ${l.modifier >= 0 ? '+' : ''}${l.modifier}: ${l.roll + l.modifier} against impulse number ${l.impulse}.`,
          l.final ? 'At most the impulse number: this French impulse is the last.' : 'Above the impulse number: the phase goes on.',
        ],
        rules: ['2.3'],
      });
    }
    return out;
  },
  options: [
    {
      kind: 'choice', key: 'counting', default: 'pair', options: ['pair', 'each'],
      ...(SERVER && {
        label: 'Impulse number',
        rules: ['2.3'],
        ambiguity: 'The card does not say whether the Impulse marker counts pairs of impulses or every impulse.',
        choices: { pair: 'One step per German + French pair (default)', each: 'One step per impulse' },
      }),
    },
    {
      kind: 'choice', key: 'extension', default: 'before-final', options: ['before-final', 'after-final'],
      ...(SERVER && {
        label: 'Extra impulses',
        rules: ['2.3'],
        ambiguity: 'The card does not say when the German grants the extra impulses.',
        choices: { 'before-final': 'Decided when the roll ends the phase; French final impulse last (default)', 'after-final': 'After the French final impulse' },
      }),
    },
  ],
};

export default module;
