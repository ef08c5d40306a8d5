import { useEffect, useState } from 'react';

/** `value`, once it has stopped changing for `delayMs`: search boxes and suggestions ask the server once per pause. */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
