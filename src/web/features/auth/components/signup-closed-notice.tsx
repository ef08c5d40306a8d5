import { messages } from '@shared/messages/pt-BR';
import { UserRoundXIcon } from 'lucide-react';

/** Shown in the Cadastrar tab when the 'cadastro público' setting is off. */
export function SignupClosedNotice() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed bg-muted/40 px-5 py-8 text-center">
      <span className="flex size-10 items-center justify-center rounded-full bg-primary/10 text-primary">
        <UserRoundXIcon className="size-5" aria-hidden />
      </span>
      <h2 className="font-medium">{messages.auth.signupClosedTitle}</h2>
      <p className="max-w-sm text-pretty text-muted-foreground text-sm">
        {messages.auth.signupClosedDescription}
      </p>
    </div>
  );
}
