import { useState } from 'react';

/**
 * True from the first time `open` is true: a menu draws its items then and keeps them, so every
 * page's markup stays light and a reopened menu does not draw them again.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(false);
  // Adjusted during render, not in an effect, so the items are there in the render that opens it.
  if (open && !opened) setOpened(true);
  return opened;
}
