/** The ten-line bridge between an XState actor and Preact (no compat layer). */
import { useEffect, useState } from 'preact/hooks';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

export function useActorSnapshot<A extends AnyActorRef>(actor: A | null): SnapshotFrom<A> | null {
  const [snap, setSnap] = useState<SnapshotFrom<A> | null>(() => (actor ? actor.getSnapshot() : null));
  useEffect(() => {
    if (!actor) return;
    setSnap(actor.getSnapshot());
    const sub = actor.subscribe((s: SnapshotFrom<A>) => setSnap(s));
    return () => sub.unsubscribe();
  }, [actor]);
  return snap;
}
