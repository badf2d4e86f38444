import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server HTML and while React hydrates, true from the render right after: that
 * render comes after the hydrating render's effects, so a listener added in an effect is in
 * place once this is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
