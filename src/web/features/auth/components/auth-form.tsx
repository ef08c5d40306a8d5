import { FormAlert } from '@web/components/form-alert';
import { PendingButton } from '@web/components/pending-button';
import type { FocusEventHandler, FormEventHandler, ReactNode } from 'react';

export interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** When a field is first focused: a form whose checks load on demand starts loading them. */
  onFocus?: FocusEventHandler<HTMLFormElement>;
  /** The server's answer, in a red alert above the fields. */
  error: string | null | undefined;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  /** The small form in the 'Esqueci minha senha' dialog has a normal-size button. */
  compact?: boolean;
  children: ReactNode;
}

/** The sign-in, sign-up and password forms: the error, the fields and one full-width submit button. */
export function AuthForm({
  onSubmit,
  onFocus,
  error,
  pending,
  submitLabel,
  pendingLabel,
  compact = false,
  children,
}: AuthFormProps) {
  return (
    <form onSubmit={onSubmit} onFocus={onFocus} noValidate className="grid gap-4">
      <FormAlert text={error} />
      {children}
      <PendingButton
        type="submit"
        size={compact ? 'default' : 'lg'}
        className={compact ? 'w-full' : 'mt-1 w-full'}
        pending={pending}
        pendingLabel={pendingLabel}
      >
        {submitLabel}
      </PendingButton>
    </form>
  );
}
