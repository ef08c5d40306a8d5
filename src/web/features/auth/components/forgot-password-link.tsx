import { authMessages } from '@shared/messages/auth';
import { useMailEnabled } from '@web/lib/brand';
import { lazy, Suspense, useState } from 'react';

const loadDialog = () => import('./forgot-password-dialog');
const ForgotPasswordDialog = lazy(loadDialog);

/**
 * 'Esqueci minha senha' under the login form, opening the small e-mail form; hidden when e-mail is off.
 * The dialog's code comes when the link is pointed at or focused, so the sign-in page starts lighter;
 * once opened it stays mounted, so closing animates and gives the focus back to the link.
 */
export function ForgotPasswordLink({ idPrefix }: { idPrefix?: string }) {
  const mailEnabled = useMailEnabled();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (!mailEnabled) return null;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="justify-self-center rounded-sm text-primary text-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {authMessages.auth.forgotPassword}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={open} onOpenChange={setOpen} idPrefix={idPrefix} />
        </Suspense>
      ) : null}
    </>
  );
}
