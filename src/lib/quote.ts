/** A value as a message repeats it: at most `max` characters, so a huge value cannot widen the page. */
export function quote(s: string, max = 24): string {
  const chars = [...s];
  return `"${chars.length > max ? `${chars.slice(0, max).join('')}…` : s}"`;
}
