import { messages } from '@shared/messages/pt-BR';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { useMailEnabled } from '@web/lib/brand';
import { ForgotPasswordForm } from './forgot-password-form';

/** 'Esqueci minha senha' under the login form, opening the small e-mail form; hidden when e-mail is off. */
export function ForgotPasswordLink({ idPrefix }: { idPrefix?: string }) {
  const mailEnabled = useMailEnabled();
  if (!mailEnabled) return null;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button
          type="button"
          className="justify-self-center rounded-sm text-primary text-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {messages.auth.forgotPassword}
        </button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{messages.auth.forgotTitle}</DialogTitle>
          <DialogDescription>{messages.auth.forgotDescription}</DialogDescription>
        </DialogHeader>
        <ForgotPasswordForm idPrefix={idPrefix ? `${idPrefix}-forgot` : undefined} />
      </DialogContent>
    </Dialog>
  );
}
