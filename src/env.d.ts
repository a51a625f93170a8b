declare module '*.yaml' {
  const data: unknown;
  export default data;
}
declare module '*/yaml-plugin.mjs' {
  export function yamlPlugin(): import('vite').Plugin;
}
