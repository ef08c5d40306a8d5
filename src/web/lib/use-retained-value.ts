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
