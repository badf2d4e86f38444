import { Activity, Children, type ReactNode } from 'react';

/**
 * Blocks hydrated after the page's first pass: React hydrates an always-visible Activity boundary
 * at idle priority, in slices the browser can interrupt, instead of inside one long task with
 * everything else. Each child gets its own boundary, so a tap on one that has not hydrated yet
 * hydrates just that block, and the tap is then replayed. The HTML is unchanged.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return Children.map(children, (child) => <Activity mode="visible">{child}</Activity>);
}
