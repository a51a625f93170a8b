/**
 * Rule links inside islands; ids come from machine meta or calculator fields.
 * Only urls reach the island, not titles, so an unnumbered id reads as its
 * words. Numbered ids are told by their first digit here, the same test as
 * rule-id.ts's ruleLinkText, without importing that module: it would be a
 * chunk of its own (the jump box shares it), +0.26 KB on every island page.
 */
export function RuleLinks({ ids, urls }: { ids: string[] | undefined; urls: Record<string, string> }) {
  if (!ids || ids.length === 0) return null;
  return (
    <span class="rule-links">
      {ids.map((id, i) => (
        <>
          {i > 0 && ', '}
          {urls[id] ? <a href={urls[id]}>{/^\d/.test(id) ? id : id.replace(/-/g, ' ')}</a> : <span>{id}</span>}
        </>
      ))}
    </span>
  );
}
