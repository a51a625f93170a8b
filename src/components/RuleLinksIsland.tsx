/** Rule links inside islands; ids come from machine meta or calculator fields. */
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
