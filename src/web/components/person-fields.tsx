import { authMessages } from '@shared/messages/auth';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface PersonFieldsProps {
  /** Prefix of the inputs' ids ("invite" gives invite-name and invite-email). */
  idPrefix: string;
  name: UseFormRegisterReturn;
  email: UseFormRegisterReturn;
  errors: { name?: string; email?: string };
  disabled?: boolean;
}

/** A person's full name and e-mail, as an admin types them (new user, invitation). */
export function PersonFields({ idPrefix, name, email, errors, disabled }: PersonFieldsProps) {
  return (
    <>
      <FormField id={`${idPrefix}-name`} label={authMessages.auth.fullName} error={errors.name}>
        <Input
          {...fieldAria(`${idPrefix}-name`, errors.name)}
          autoComplete="off"
          disabled={disabled}
          {...name}
        />
      </FormField>
      <FormField id={`${idPrefix}-email`} label={authMessages.auth.email} error={errors.email}>
        <Input
          {...fieldAria(`${idPrefix}-email`, errors.email)}
          type="email"
          autoComplete="off"
          disabled={disabled}
          {...email}
        />
      </FormField>
    </>
  );
}
