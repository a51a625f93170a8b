/**
 * XState's `setup()` with only what our machines use. The real one returns,
 * besides `createMachine`, every action creator XState has (sendTo, log,
 * enqueueActions, spawnChild, ...), so all of them ship with each checklist
 * even though no machine calls them: about 0.8 KB gzipped per page. This
 * keeps `setup`'s types, so actions, guards and their params are still
 * checked, and returns only `createMachine`. Import action creators such as
 * `assign` from 'xstate' directly, never from the setup result.
 */
import { createMachine, type setup } from 'xstate';

type Implementations = { schemas?: unknown; actors?: object; actions?: object; guards?: object; delays?: object };

export const leanSetup = ((impl: Implementations) => ({
  createMachine: (config: object) =>
    createMachine({ ...config, schemas: impl.schemas } as never, {
      actors: impl.actors,
      actions: impl.actions,
      guards: impl.guards,
      delays: impl.delays,
    } as never),
})) as unknown as typeof setup;
