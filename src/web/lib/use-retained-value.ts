import { useState } from 'react';

/**
 * `value`, or the last non-null one while it is null: a dialog whose subject went null (closed) keeps
 * its texts on screen while it animates closed.
 */
export function useRetainedValue<T>(value: T | null): T | null {
  const [retained, setRetained] = useState(value);
  if (value !== null && value !== retained) setRetained(value);
  return value ?? retained;
}

/**
 * What an edit dialog shows: a new form per opening (`formKey`: the fields start from the subject, or
 * empty, every time it opens) and the subject kept on screen while the dialog animates closed.
 */
export function useDialogSubject<T>(
  open: boolean,
  subject: T | null,
): { formKey: number; current: T | null } {
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening((n) => n + 1);
  }
  const shown = useRetainedValue(subject);
  return { formKey: opening, current: open ? subject : shown };
}
