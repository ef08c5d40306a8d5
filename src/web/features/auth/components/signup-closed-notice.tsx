import { authMessages } from '@shared/messages/auth';
import { StatePanel } from '@web/components/state-panels';
import { UserRoundXIcon } from 'lucide-react';

/** Shown in the Cadastrar tab when the 'cadastro público' setting is off. */
export function SignupClosedNotice() {
  return (
    <StatePanel
      icon={UserRoundXIcon}
      titleAs="h2"
      title={authMessages.auth.signupClosedTitle}
      text={authMessages.auth.signupClosedDescription}
      className="rounded-lg border border-dashed bg-muted/40 px-5 py-8"
    />
  );
}
