import { ruleLinkWords } from '../lib/words.ts';

/** Rule links inside the calculator islands; ids come from calculator fields, their words from ruleLinkWords. */
export function RuleLinks({ ids, urls }: { ids: string[] | undefined; urls: Record<string, string> }) {
  if (!ids || ids.length === 0) return null;
  return (
    <span class="rule-links">
      {ids.map((id, i) => (
        <>
          {i > 0 && ', '}
          {urls[id] ? <a href={urls[id]}>{ruleLinkWords(id)}</a> : <span>{id}</span>}
        </>
      ))}
    </span>
  );
}
