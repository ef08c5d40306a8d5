import { zodResolver } from '@hookform/resolvers/zod';
import { commonMessages } from '@shared/messages/common';
import { format } from '@shared/messages/format';
import { invitationsMessages } from '@shared/messages/invitations';
import type { CreateInvitationInput, InvitationCreated } from '@shared/schemas/invitation';
import { EmailSchema, PersonNameSchema, RoleSchema } from '@shared/schemas/user';
import { z } from '@shared/schemas/z';
import { DialogForm, DialogFrame, type DialogOpenProps, dialogOpenState } from '@web/components/dialog-frame';
import { PersonFields, personFieldProps } from '@web/components/person-fields';
import { FormRoleUnitFields } from '@web/components/role-unit-fields';
import { Button } from '@web/components/ui/button';
import { isApiError } from '@web/lib/api-error';
import { sameFieldNames, setServerFieldErrors } from '@web/lib/form-errors';
import { describeError } from '@web/lib/notify';
import { useUnitOptions } from '@web/lib/units';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCreateInvitation } from '../api/create-invitation';
import { InvitationLink } from './invitation-link';

const m = invitationsMessages.invitations;

/** The contract's fields, and the server's rule said before asking: a franqueado belongs to a unit. */
const inviteFormSchema = z
  .object({ name: PersonNameSchema, email: EmailSchema, role: RoleSchema, unitId: z.string() })
  .refine((values) => values.role !== 'franqueado' || values.unitId !== '', {
    path: ['unitId'],
    message: commonMessages.validation.unitRequired,
  });
type InviteFormInput = z.input<typeof inviteFormSchema>;
type InviteFormOutput = z.output<typeof inviteFormSchema>;

const emptyForm: InviteFormInput = { name: '', email: '', role: 'franqueado', unitId: '' };
/** Refusals shown beside their field rather than in the alert. */
const UNIT_CODES = new Set(['UNIT_REQUIRED', 'UNIT_INACTIVE', 'UNIT_NOT_FOUND', 'UNIT_NOT_CLINIC']);
const EMAIL_CODES = new Set(['EMAIL_TAKEN', 'INVITATION_PENDING']);

/** "Convidar pessoa": name, e-mail, role and unit; then the link made, to copy or send by WhatsApp. */
export function InviteDialog(props: DialogOpenProps) {
  const createMutation = useCreateInvitation();
  const unitOptions = useUnitOptions({ enabled: props.open });
  const [created, setCreated] = useState<InvitationCreated | null>(null);
  const form = useForm<InviteFormInput, unknown, InviteFormOutput>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: emptyForm,
  });
  const pending = createMutation.isPending;
  const fieldError = isApiError(createMutation.error) && fieldCode(createMutation.error.code);
  const alertText =
    createMutation.isError && !fieldError ? describeError(createMutation.error, m.inviteError) : null;

  // "Convidar outra pessoa" takes the focus back to the first field of the new form.
  const focusName = useRef(false);
  useEffect(() => {
    if (created || !focusName.current) return;
    focusName.current = false;
    form.setFocus('name');
  }, [created, form]);

  const startOver = () => {
    form.reset(emptyForm);
    createMutation.reset();
    setCreated(null);
  };
  const dialog = dialogOpenState(props, { pending, onClose: startOver });

  const showFieldErrors = (error: unknown) => {
    if (!isApiError(error)) return;
    const options = { shouldFocus: true };
    if (UNIT_CODES.has(error.code))
      form.setError('unitId', { type: 'server', message: error.message }, options);
    else if (EMAIL_CODES.has(error.code))
      form.setError('email', { type: 'server', message: error.message }, options);
    else setServerFieldErrors(error, form.setError, sameFieldNames('name', 'email', 'role', 'unitId'));
  };

  const onSubmit = form.handleSubmit(({ unitId, ...rest }) => {
    const input: CreateInvitationInput = { ...rest, unitId: unitId || null };
    createMutation.mutate(input, { onSuccess: setCreated, onError: showFieldErrors });
  });

  if (created) {
    return (
      <DialogFrame
        {...dialog.frame}
        title={m.createdTitle}
        description={format(m.createdDescription, { name: created.invitation.name })}
        className="sm:max-w-lg"
        footer={
          <>
            <Button
              variant="outline"
              onClick={() => {
                focusName.current = true;
                startOver();
              }}
            >
              {m.inviteAnother}
            </Button>
            <Button onClick={dialog.close}>{m.done}</Button>
          </>
        }
      >
        <InvitationLink created={created} autoFocus />
      </DialogFrame>
    );
  }

  return (
    <DialogFrame {...dialog.frame} title={m.invite} description={m.inviteDescription} className="sm:max-w-lg">
      <DialogForm
        onSubmit={onSubmit}
        alert={alertText}
        onCancel={dialog.close}
        pending={pending}
        pendingLabel={m.sending}
        submitLabel={m.send}
      >
        <PersonFields idPrefix="invite" {...personFieldProps(form)} disabled={pending} />
        <FormRoleUnitFields
          idPrefix="invite"
          control={form.control}
          units={unitOptions.data?.items ?? []}
          disabled={pending}
        />
      </DialogForm>
    </DialogFrame>
  );
}

function fieldCode(code: string): boolean {
  return UNIT_CODES.has(code) || EMAIL_CODES.has(code);
}
