import { zodResolver } from '@hookform/resolvers/zod';
import { shareLinksMessages } from '@shared/messages/share-links';
import { type UnlockShareLinkInput, UnlockShareLinkInputSchema } from '@shared/schemas/share-link';
import { PendingButton } from '@web/components/pending-button';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { PasswordInput } from '@web/components/ui/password-input';
import { describeError } from '@web/lib/notify';
import { LockIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useUnlockSharedLink } from '../api/unlock-shared-link';

const m = shareLinksMessages.shareLinks;
const resolver = zodResolver(UnlockShareLinkInputSchema);

/** A link with a password: the form that asks for it; a wrong one (or too many) is told beside the field. */
export function UnlockForm({ token }: { token: string }) {
  const form = useForm<UnlockShareLinkInput>({ resolver, defaultValues: { password: '' } });
  const unlock = useUnlockSharedLink();
  const error = form.formState.errors.password?.message;

  const submit = form.handleSubmit((input) => {
    if (unlock.isPending) return;
    unlock.mutate(
      { token, input },
      {
        onError: (failure) =>
          form.setError('password', { message: describeError(failure, m.openError) }, { shouldFocus: true }),
      },
    );
  });

  return (
    <Card className="mx-auto w-full max-w-md gap-5">
      <CardHeader className="grid justify-items-center gap-3 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <LockIcon className="size-6" aria-hidden />
        </span>
        <h1 className="text-balance font-semibold text-xl tracking-tight">{m.passwordTitle}</h1>
        <p className="text-pretty text-muted-foreground text-sm">{m.passwordDescription}</p>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <FormField id="shared-link-password" label={m.passwordField} error={error}>
            <PasswordInput
              {...fieldAria('shared-link-password', error)}
              {...form.register('password')}
              autoComplete="off"
              autoFocus
              disabled={unlock.isPending}
            />
          </FormField>
          <PendingButton type="submit" size="lg" pending={unlock.isPending} pendingLabel={m.unlocking}>
            {m.unlock}
          </PendingButton>
        </form>
      </CardContent>
    </Card>
  );
}
