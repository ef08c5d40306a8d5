import { usersMessages } from '@shared/messages/users';
import { FormAlert } from '@web/components/form-alert';
import { PendingButton } from '@web/components/pending-button';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { describeError } from '@web/lib/notify';
import { CircleCheckIcon } from 'lucide-react';

/** The inline result under a profile form: the success text, or the error in red. */
export function FormStatus({ success, error }: { success?: string | null; error?: string | null }) {
  if (error) return <FormAlert text={error} />;
  if (success) {
    return (
      <Alert role="status" className="border-emerald-600/25 bg-emerald-50 text-emerald-800">
        <CircleCheckIcon aria-hidden />
        <AlertDescription className="text-emerald-800">{success}</AlertDescription>
      </Alert>
    );
  }
  return null;
}

interface MutationState {
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
}

/** The end of a profile form: the mutation's outcome (FormStatus) and the submit button at the right. */
export function FormSubmitRow({
  mutation,
  success,
  label,
  pendingLabel,
}: {
  mutation: MutationState;
  /** Told once the mutation succeeded. */
  success: string;
  label: string;
  pendingLabel: string;
}) {
  return (
    <>
      <FormStatus
        success={mutation.isSuccess ? success : null}
        error={mutation.isError ? describeError(mutation.error, usersMessages.profile.saveError) : null}
      />
      <div className="flex justify-end">
        <PendingButton
          type="submit"
          pending={mutation.isPending}
          pendingLabel={pendingLabel}
          className="w-full sm:w-auto"
        >
          {label}
        </PendingButton>
      </div>
    </>
  );
}
