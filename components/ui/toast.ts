/**
 * Toast store: add, update, dismiss, remove; at most one visible at a time —
 * a new toast replaces the one on screen.
 */
export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'success' | 'error';
  /** A link offered in the toast (e.g. to open WhatsApp when the browser blocked the window). */
  action?: { label: string; href: string };
  open: boolean;
}

type Listener = (toasts: Toast[]) => void;

export const TOAST_LIMIT = 1;
let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit() {
  for (const l of listeners) l(toasts);
}

export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  listener(toasts);
  return () => listeners.delete(listener);
}

export function getToasts(): Toast[] {
  return toasts;
}

export function toast(input: { title: string; description?: string; variant?: Toast['variant']; action?: Toast['action'] }): number {
  const id = nextId++;
  toasts = [
    { id, title: input.title, description: input.description, variant: input.variant ?? 'default', action: input.action, open: true },
    ...toasts,
  ].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

export function updateToast(id: number, patch: Partial<Omit<Toast, 'id'>>) {
  toasts = toasts.map((t) => (t.id === id ? { ...t, ...patch } : t));
  emit();
}

export function dismissToast(id?: number) {
  toasts = toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t));
  emit();
}

export function removeToast(id?: number) {
  toasts = id === undefined ? [] : toasts.filter((t) => t.id !== id);
  emit();
}
