import { useEffect, useRef, type HTMLAttributes, type KeyboardEvent, type Ref } from 'react';

/**
 * Forms whose engine (react-hook-form and the real form component) loads on first use, so pages
 * don't ship it until someone reaches for the form. `activate` starts the load (pointer, focus,
 * a change); `requestSubmit` remembers a submission for the real form to carry out when it mounts.
 * `handover` receives the loaded component, whether a submission is waiting and when the form was
 * first shown (for the minimum fill time); `onError` runs when the load fails.
 */
export function useDeferredEngine<C>(
  load: () => Promise<C>,
  handover: (component: C, state: { submitRequested: boolean; shownAt: number }) => void,
  onError?: (state: { submitRequested: boolean }) => void,
) {
  const shownAt = useRef(0);
  const requested = useRef(false);
  const pendingSubmit = useRef(false);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  const activate = () => {
    if (requested.current) return;
    requested.current = true;
    load()
      .then((component) => handover(component, { submitRequested: pendingSubmit.current, shownAt: shownAt.current }))
      .catch(() => {
        requested.current = false;
        const submitRequested = pendingSubmit.current;
        pendingSubmit.current = false;
        onError?.({ submitRequested });
      });
  };
  const requestSubmit = () => {
    pendingSubmit.current = true;
    activate();
  };
  return { activate, requestSubmit };
}

const ONE_LINE = new Set(['text', 'email', 'tel', 'url', 'search', 'number', 'password']);

/**
 * The stand-in shown until a form's engine arrives: the same fields in a plain group (no form
 * element, no form logic: it submits nothing and validates nothing); its submit button calls `onSubmitRequest`, and so
 * does Enter in a one-line field (unless the field handled Enter, like a tag input).
 */
export function StandInFields({
  onActivate,
  onSubmitRequest,
  children,
  ...props
}: HTMLAttributes<HTMLDivElement> & { onActivate: () => void; onSubmitRequest: () => void; ref?: Ref<HTMLDivElement> }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target;
    if (event.key !== 'Enter' || event.defaultPrevented || !(target instanceof HTMLInputElement) || !ONE_LINE.has(target.type)) return;
    event.preventDefault();
    onSubmitRequest();
  };
  return (
    <div {...props} onPointerEnter={onActivate} onFocus={onActivate} onChange={onActivate} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}

/** What the stand-in's named controls hold, by name (checked boxes only); files are read by the caller. */
export function standInValues(root: HTMLElement | null): Map<string, string[]> {
  const values = new Map<string, string[]>();
  if (!root) return values;
  for (const el of root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    'input[name], select[name], textarea[name]',
  )) {
    if (el.disabled) continue;
    if (el instanceof HTMLInputElement && (el.type === 'file' || ((el.type === 'checkbox' || el.type === 'radio') && !el.checked)))
      continue;
    values.set(el.name, [...(values.get(el.name) ?? []), el.value]);
  }
  return values;
}
