import { zodResolver } from '@hookform/resolvers/zod';
import { consentsMessages } from '@shared/messages/consents';
import { type RevokeConsentInput, RevokeConsentInputSchema } from '@shared/schemas/consent';
import { DialogForm } from '@web/components/dialog-frame';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { sameFieldNames, setServerFieldErrors } from '@web/lib/form-errors';
import { describeError } from '@web/lib/notify';
import { ShieldOffIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useRevokeConsent } from '../api/revoke-consent';
import { ConsentDialog } from './consent-dialog';

const m = consentsMessages.consents;
const resolver = zodResolver(RevokeConsentInputSchema);

/** "Revogar": the reason is required; the asset is unpublished and its downloaders told at once. */
export function RevokeConsentDialog({ consentId, patientRef }: { consentId: string; patientRef: string }) {
  return (
    <ConsentDialog
      trigger={
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          aria-label={`${m.revoke} — ${patientRef}`}
        >
          <ShieldOffIcon aria-hidden />
          {m.revoke}
        </Button>
      }
      title={m.revokeTitle}
      description={m.revokeDescription}
      className="sm:max-w-lg"
    >
      {(done) => <RevokeForm consentId={consentId} onDone={done} />}
    </ConsentDialog>
  );
}

function RevokeForm({ consentId, onDone }: { consentId: string; onDone: () => void }) {
  const revoke = useRevokeConsent();
  const form = useForm<RevokeConsentInput>({ resolver, defaultValues: { reason: '' } });
  const error = form.formState.errors.reason?.message;
  const failure =
    revoke.isError && !form.formState.errors.reason ? describeError(revoke.error, m.revokeError) : null;
  const onSubmit = form.handleSubmit((input) =>
    revoke.mutate(
      { id: consentId, input },
      {
        onSuccess: onDone,
        onError: (problem) => setServerFieldErrors(problem, form.setError, sameFieldNames('reason')),
      },
    ),
  );
  return (
    <DialogForm
      onSubmit={onSubmit}
      alert={failure}
      onCancel={onDone}
      pending={revoke.isPending}
      pendingLabel={m.revoking}
      submitLabel={m.revokeSubmit}
    >
      <FormField id="revoke-reason" label={`${m.reasonLabel} *`} error={error}>
        <Textarea
          {...fieldAria('revoke-reason', error)}
          {...form.register('reason')}
          rows={3}
          maxLength={500}
          placeholder={m.revokeReasonPlaceholder}
          disabled={revoke.isPending}
        />
      </FormField>
    </DialogForm>
  );
}
