import { messages } from '@shared/messages/pt-BR';
import { DialogFrame } from '@web/components/dialog-frame';
import { useMailEnabled } from '@web/lib/brand';
import { ForgotPasswordForm } from './forgot-password-form';

/** 'Esqueci minha senha' under the login form, opening the small e-mail form; hidden when e-mail is off. */
export function ForgotPasswordLink({ idPrefix }: { idPrefix?: string }) {
  const mailEnabled = useMailEnabled();
  if (!mailEnabled) return null;
  return (
    <DialogFrame
      className="sm:max-w-md"
      title={messages.auth.forgotTitle}
      description={messages.auth.forgotDescription}
      trigger={
        <button
          type="button"
          className="justify-self-center rounded-sm text-primary text-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {messages.auth.forgotPassword}
        </button>
      }
    >
      <ForgotPasswordForm idPrefix={idPrefix ? `${idPrefix}-forgot` : undefined} />
    </DialogFrame>
  );
}
