/**
 * Work that must run before the user signs out (spec-1 §4: logging out from onboarding saves the
 * progress first). A page registers its saver while it is open; sign-out (features/auth) runs them
 * all. Shared, not a feature's: the onboarding pages and the sign-out are two features.
 */
const savers = new Set<() => Promise<unknown>>();

/** Registers `save`; returns the unregister function (call it when the page closes). */
export function registerBeforeSignOut(save: () => Promise<unknown>): () => void {
  savers.add(save);
  return () => savers.delete(save);
}

/** Runs every registered saver; a saver that fails does not stop the sign-out (a save failure is silent, spec-1 §4). */
export async function runBeforeSignOut(): Promise<void> {
  await Promise.allSettled([...savers].map((save) => save()));
}
