import { UFS } from '@/lib/config/brazil';

/** The 27 states as a form's `<option>`s, 'São Paulo (SP)', in the order of the list. */
export function UfOptions() {
  return UFS.map((u) => (
    <option key={u.code} value={u.code}>
      {u.name} ({u.code})
    </option>
  ));
}
