import { useState } from 'react';

/**
 * A form's copy of what is stored, which the operator edits until they save. It follows the
 * stored value when that changes (another desk on the page saved, or the page fetched it again
 * on focus) only while it has no unsaved edits: a change made here is never wiped by a
 * revalidation. `edit` marks it unsaved; `saved` takes what the server kept and marks it saved.
 */
export function useDraft<T>(stored: T): { draft: T; edit(next: T): void; saved(value: T): void; unsaved: boolean } {
  const key = JSON.stringify(stored);
  const [state, setState] = useState({ key, draft: stored, unsaved: false });
  let current = state;
  if (state.key !== key && !state.unsaved) {
    current = { key, draft: stored, unsaved: false };
    setState(current);
  }
  return {
    draft: current.draft,
    unsaved: current.unsaved,
    edit: (next) => setState((now) => ({ ...now, draft: next, unsaved: true })),
    saved: (value) => setState({ key: JSON.stringify(value), draft: value, unsaved: false }),
  };
}
