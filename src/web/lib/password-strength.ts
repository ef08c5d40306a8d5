import type { PasswordChecker, PasswordStrength } from '@shared/domain/password-strength';
import { useDeferredValue, useEffect, useState } from 'react';

let loaded: PasswordChecker | null = null;
let loading: Promise<PasswordChecker> | null = null;

/**
 * The shared zxcvbn rule, imported on demand: its dictionaries (~1 MB) are a chunk of their own that
 * the browser fetches only once a password is being typed, never with the main bundle.
 */
function loadChecker(): Promise<PasswordChecker> {
  loading ??= import('@shared/domain/password-strength')
    .then((module) => module.loadPasswordChecker())
    .then((checker) => {
      loaded = checker;
      return checker;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/**
 * The strength of `password` as the user types (name and e-mail count as guessable): null while
 * the field is empty or the dictionaries are still loading.
 */
export function usePasswordStrength(password: string, userInputs: readonly string[] = []) {
  const [checker, setChecker] = useState<PasswordChecker | null>(() => loaded);
  const deferred = useDeferredValue(password);
  const inputsKey = userInputs.join('\n');

  // Fetched once the person starts typing a password, not when a form that has one is drawn: the
  // sign-in page holds the sign-up form too, and most visitors only sign in.
  const wanted = password.length > 0;
  useEffect(() => {
    if (checker || !wanted) return;
    let active = true;
    loadChecker()
      .then((next) => active && setChecker(() => next))
      .catch(() => {
        // The meter is advice; the server still refuses a weak password with the reason.
      });
    return () => {
      active = false;
    };
  }, [checker, wanted]);

  const [strength, setStrength] = useState<PasswordStrength | null>(null);
  useEffect(() => {
    setStrength(checker && deferred ? checker(deferred, inputsKey ? inputsKey.split('\n') : []) : null);
  }, [checker, deferred, inputsKey]);

  return { ready: checker !== null, strength: deferred ? strength : null };
}
