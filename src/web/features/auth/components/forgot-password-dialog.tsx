import { messages } from '@shared/messages/pt-BR';
import { DialogFrame } from '@web/components/dialog-frame';
import { ForgotPasswordForm } from './forgot-password-form';

export interface ForgotPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  idPrefix?: string;
}

/** The small e-mail form of 'Esqueci minha senha', in its own chunk: the sign-in page loads it on demand. */
export default function ForgotPasswordDialog({ open, onOpenChange, idPrefix }: ForgotPasswordDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-md"
      title={messages.auth.forgotTitle}
      description={messages.auth.forgotDescription}
    >
      <ForgotPasswordForm idPrefix={idPrefix ? `${idPrefix}-forgot` : undefined} />
    </DialogFrame>
  );
}
