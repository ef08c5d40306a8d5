import { LIMITS } from '@shared/constants';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * SPEC: focusing an empty box opens the suggestion panel, which closes 200 ms after blur (the delay
 * lets a click on a suggestion land). Esc closes it; typing hides it.
 */
export function useSuggestionPanel(empty: boolean) {
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onFocus = useCallback(() => {
    clearTimeout(timer.current);
    setFocused(true);
    setDismissed(false);
  }, []);
  const onBlur = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setFocused(false), LIMITS.suggestionCloseMs);
  }, []);
  const close = useCallback(() => setDismissed(true), []);
  const reopen = useCallback(() => setDismissed(false), []);

  return { open: focused && empty && !dismissed, onFocus, onBlur, close, reopen };
}
