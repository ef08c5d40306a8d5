import { authMessages } from '@shared/messages/auth';
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
      title={authMessages.auth.forgotTitle}
      description={authMessages.auth.forgotDescription}
    >
      <ForgotPasswordForm idPrefix={idPrefix ? `${idPrefix}-forgot` : undefined} />
    </DialogFrame>
  );
}
