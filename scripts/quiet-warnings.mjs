/**
 * One known-harmless bundler warning is dropped; every other one still prints.
 * Astro marks each MDX module with the directive "use astro:head-inject" and
 * reads it itself before bundling; Rolldown then warns, once per chapter, that
 * it may not keep the directive (withastro/astro#18087, open, "fix verified").
 * Remove this plugin when Astro stops the warning itself.
 */
export function quietKnownWarnings() {
  return {
    name: 'aide-de-camp:quiet-known-warnings',
    /** @param {string} _level @param {{ code?: string, message: string }} log */
    onLog(_level, log) {
      if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('use astro:head-inject')) return false;
      return undefined;
    },
  };
}
