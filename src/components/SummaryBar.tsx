/**
 * What the summary bar above a calculator's inputs holds: the result's headline figures, what they assume and
 * the cells they still lack, each linked to what would settle it. The island renders it into the page's
 * #calc-summary for the inputs as they are; the page renders it at build time for the default inputs, unseen
 * (data-ssr), so that the bar has its place before the island has run and the inputs below it do not move.
 */
import { plural, type Assumption, type CalcResult, type Cell } from '../lib/calculator.ts';
import { Fraction } from '../lib/fraction.ts';
import { UI } from './calculator-words.ts';
import { h, isValidElement, type ComponentChildren } from 'preact';

/** A result's cell as text: a probability as its fraction and percentage. */
export function cellText(c: Cell): string {
  if (c instanceof Fraction) return `${c.toString()} (${c.toPercent()})`;
  return String(c);
}

/** The bar's contents (a plain function, not a component: the island calls it once a render). */
export const summaryBar = (summary: NonNullable<CalcResult['summary']>, assumed: Assumption[], lacking: number) => (
  <>
    {summary.map((x) => (
      <span>
        {x.label}: <strong>{cellText(x.value)}</strong>
      </span>
    ))}
    {assumed.length > 0 && (
      <span class="assumes">
        <a href={assumed[0]!.field ? `#fw-${assumed[0]!.field}` : '#assumed'}>Assuming {assumed[0]!.text}</a>
        {assumed.length > 1 && <a href="#assumed">+{assumed.length - 1} more</a>}
      </span>
    )}
    <span class="summary-links">
      {lacking > 0 && (
        <>
          <a href="#cells-h">
            Needs {plural(lacking, 'cell')} from your card
          </a>
          {' · '}
        </>
      )}
      <a href="#result-title">{UI.working}</a>
    </span>
  </>
);

/**
 * Its links without their targets (an <a> without href is no link, and keeps the links' box on a phone): the
 * bar the page renders is unseen, and what they lead to is the island's.
 */
const unlinked = (n: ComponentChildren): ComponentChildren =>
  Array.isArray(n)
    ? n.map(unlinked)
    : isValidElement(n)
      ? h(n.type, { ...(n.props as Record<string, unknown>), href: undefined } as Record<string, unknown>, unlinked((n.props as { children?: ComponentChildren }).children))
      : n;

/** The bar as a component, for the page to render at build time, unseen and without links (an unused export in the island's build). */
export const SummaryBar = (p: { summary: NonNullable<CalcResult['summary']>; assumed: Assumption[]; lacking: number }) => unlinked(summaryBar(p.summary, p.assumed, p.lacking));
