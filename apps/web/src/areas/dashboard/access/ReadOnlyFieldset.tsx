import type { ReactNode } from 'react';

/**
 * Wraps a form's fields: when `readOnly`, a borderless disabled fieldset makes every field and button inside
 * it inert at once, so a reader sees the values without a control that the API would refuse.
 */
export function ReadOnlyFieldset({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  if (!readOnly) return children;
  return (
    <fieldset disabled style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}
