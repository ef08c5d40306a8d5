import { zodResolver } from '@hookform/resolvers/zod';
import type { Role } from '@shared/constants';
import { authMessages } from '@shared/messages/auth';
import { commonMessages } from '@shared/messages/common';
import { usersMessages } from '@shared/messages/users';
import { validationMessages } from '@shared/messages/validation';
import { type CreateUserInput, CreateUserInputSchema } from '@shared/schemas/user';
import { DialogForm, DialogFrame, type DialogOpenProps, dialogOpenState } from '@web/components/dialog-frame';
import { NewPasswordField } from '@web/components/new-password-fields';
import { PersonFields, personFieldProps } from '@web/components/person-fields';
import { FormRoleUnitFields } from '@web/components/role-unit-fields';
import { isApiError } from '@web/lib/api-error';
import { sameFieldNames, setServerFieldErrors } from '@web/lib/form-errors';
import { describeError } from '@web/lib/notify';
import { useUnitOptions } from '@web/lib/units';
import { type FieldError, type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useCreateUser } from '../api/create-user';

type CreateUserForm = { name: string; email: string; password: string; role: Role | ''; unitId: string };
const FIELDS = ['name', 'email', 'password', 'role'] as const;
const schemaResolver = zodResolver(CreateUserInputSchema);

/** SPEC 5: every field is required, told once as 'Preencha todos os campos obrigatórios'. */
const resolver: Resolver<CreateUserForm, unknown, CreateUserInput> = async (values, context, options) => {
  const missing = FIELDS.filter((field) => !values[field].trim());
  if (missing.length > 0) {
    const errors: Record<string, FieldError> = {
      root: { type: 'required', message: commonMessages.validation.requiredFields },
    };
    for (const field of missing) errors[field] = { type: 'required', message: validationMessages.required };
    return { values: {}, errors: errors as FieldErrors<CreateUserForm> };
  }
  // The server's rule, said beside the field before asking: a franqueado belongs to a unit.
  if (values.role === 'franqueado' && !values.unitId) {
    return {
      values: {},
      errors: {
        unitId: { type: 'required', message: commonMessages.validation.unitRequired },
      } as FieldErrors<CreateUserForm>,
    };
  }
  return schemaResolver(values as CreateUserInput, context, options as never);
};

const emptyForm: CreateUserForm = { name: '', email: '', password: '', role: '', unitId: '' };

/** Refusals about the unit, shown beside the unit field rather than in the alert. */
const UNIT_CODES = new Set(['UNIT_REQUIRED', 'UNIT_INACTIVE', 'UNIT_NOT_FOUND']);

export function CreateUserDialog(props: DialogOpenProps) {
  const createMutation = useCreateUser();
  const unitOptions = useUnitOptions({ enabled: props.open });
  const form = useForm<CreateUserForm, unknown, CreateUserInput>({ resolver, defaultValues: emptyForm });
  // The server's field errors land beside their fields, as the form's own.
  const showFieldErrors = (error: unknown) => {
    if (isApiError(error) && UNIT_CODES.has(error.code)) {
      form.setError('unitId', { type: 'server', message: error.message }, { shouldFocus: true });
      return;
    }
    setServerFieldErrors(error, form.setError, sameFieldNames('name', 'email', 'password', 'role', 'unitId'));
  };
  const { errors } = form.formState;
  const [password, name, email] = useWatch({ control: form.control, name: ['password', 'name', 'email'] });
  const pending = createMutation.isPending;
  const unitError = isApiError(createMutation.error) && UNIT_CODES.has(createMutation.error.code);
  const alertText =
    createMutation.isError && !unitError
      ? describeError(createMutation.error, usersMessages.users.createError)
      : errors.root?.message;

  const dialog = dialogOpenState(props, {
    pending,
    onClose: () => {
      form.reset(emptyForm);
      createMutation.reset();
    },
  });

  const onSubmit = form.handleSubmit((input) =>
    createMutation.mutate(input, { onSuccess: dialog.close, onError: showFieldErrors }),
  );

  return (
    <DialogFrame
      {...dialog.frame}
      title={usersMessages.users.createTitle}
      description={usersMessages.users.createDescription}
    >
      <DialogForm
        onSubmit={onSubmit}
        alert={alertText}
        onCancel={dialog.close}
        pending={pending}
        pendingLabel={usersMessages.users.creating}
        submitLabel={usersMessages.users.create}
      >
        <PersonFields idPrefix="new-user" {...personFieldProps(form)} disabled={pending} />
        <NewPasswordField
          id="new-user-password"
          label={authMessages.auth.password}
          password={password}
          userInputs={[name, email]}
          field={form.register('password')}
          error={errors.password?.message}
          disabled={pending}
        />
        <FormRoleUnitFields
          idPrefix="new-user"
          control={form.control}
          units={unitOptions.data?.items ?? []}
          disabled={pending}
        />
      </DialogForm>
    </DialogFrame>
  );
}
