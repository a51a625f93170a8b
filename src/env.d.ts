declare module '*.yaml' {
  const data: unknown;
  export default data;
}
/** A chart with only the columns named in `?columns=a,b&cells` (scripts/yaml-plugin.mjs). */
declare module '*&cells' {
  const data: unknown;
  export default data;
}
declare module '*/yaml-plugin.mjs' {
  export function yamlPlugin(): import('vite').Plugin;
}
declare module '*/island-preloads.mjs' {
  export function islandGraph(): import('vite').Plugin;
  export function gameModuleFor(page: string, graph: { imports: Record<string, string[]>; modules: Record<string, string> }): string | null;
  export function preloadsFor(page: string, html: string, graph: { imports: Record<string, string[]>; modules: Record<string, string> }): string[];
  export function writePreloads(dist?: string): Promise<number>;
}
