import { zodResolver } from '@hookform/resolvers/zod';
import { consentsMessages } from '@shared/messages/consents';
import {
  CONSENT_LIMITS,
  type ConsentFields,
  ConsentFieldsSchema,
  type ParsedConsentFields,
} from '@shared/schemas/consent';
import { DialogForm } from '@web/components/dialog-frame';
import { Button } from '@web/components/ui/button';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { isApiError } from '@web/lib/api-error';
import { sameFieldNames, setServerFieldErrors } from '@web/lib/form-errors';
import { describeError } from '@web/lib/notify';
import { FileSignatureIcon, PaperclipIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useRegisterConsent } from '../api/register-consent';
import { ConsentDialog } from './consent-dialog';

const m = consentsMessages.consents;
type FormValues = ConsentFields & { expiresOn: string };
const resolver = zodResolver(ConsentFieldsSchema) as unknown as Resolver<
  FormValues,
  unknown,
  ParsedConsentFields
>;
/** The server's refusals that are about the file: shown under the file field. */
const FILE_CODES = new Set([
  'CONSENT_FILE_MISSING',
  'CONSENT_FILE_INVALID',
  'CONSENT_FILE_TOO_LARGE',
  // A photo or scan past the pixel budget every image has.
  'IMAGE_TOO_LARGE',
]);
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp';

/** "Registrar consentimento": patient reference, dates and the signed TCLE (PDF or image). */
export function RegisterConsentDialog({ assetId, primary }: { assetId: string; primary: boolean }) {
  return (
    <ConsentDialog
      trigger={
        <Button variant={primary ? 'default' : 'outline'} size="sm">
          <FileSignatureIcon aria-hidden />
          {m.register}
        </Button>
      }
      title={m.registerTitle}
      description={m.registerDescription}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg"
    >
      {(done) => <RegisterForm assetId={assetId} onDone={done} />}
    </ConsentDialog>
  );
}

function RegisterForm({ assetId, onDone }: { assetId: string; onDone: () => void }) {
  const register = useRegisterConsent();
  const form = useForm<FormValues, unknown, ParsedConsentFields>({
    resolver,
    defaultValues: { patientRef: '', signedOn: '', expiresOn: '' },
  });
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const { errors } = form.formState;
  const pending = register.isPending;

  const checkFile = (picked: File | null) => {
    if (!picked) return m.fileMissing;
    if (picked.size > CONSENT_LIMITS.fileMaxBytes) return m.fileTooLargeClient;
    return undefined;
  };

  const onSubmit = form.handleSubmit(
    (fields) => {
      const problem = checkFile(file);
      setFileError(problem);
      if (problem || !file) {
        document.getElementById('consent-file')?.focus();
        return;
      }
      register.mutate(
        { assetId, fields: { ...fields, expiresOn: fields.expiresOn ?? '' }, file },
        {
          onSuccess: onDone,
          onError: (error) => {
            if (isApiError(error) && FILE_CODES.has(error.code)) {
              setFileError(error.message);
              document.getElementById('consent-file')?.focus();
              return;
            }
            setServerFieldErrors(error, form.setError, sameFieldNames('patientRef', 'signedOn', 'expiresOn'));
          },
        },
      );
    },
    // The file is checked with the fields, so every problem shows at once.
    () => setFileError(checkFile(file)),
  );

  const handled =
    isApiError(register.error) &&
    (FILE_CODES.has(register.error.code) || register.error.code === 'FIELD_INVALID');
  const failure = register.isError && !handled ? describeError(register.error, m.registerError) : null;

  return (
    <DialogForm
      onSubmit={onSubmit}
      alert={failure}
      onCancel={onDone}
      pending={pending}
      pendingLabel={m.registering}
      submitLabel={m.registerSubmit}
    >
      <FormField
        id="consent-patient"
        label={`${m.patientRefLabel} *`}
        error={errors.patientRef?.message}
        hint={m.patientRefHelp}
      >
        <Input
          {...fieldAria('consent-patient', errors.patientRef?.message, true)}
          {...form.register('patientRef')}
          maxLength={CONSENT_LIMITS.patientRefMaxLength}
          autoComplete="off"
          placeholder={m.patientRefPlaceholder}
          disabled={pending}
        />
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id="consent-signed" label={`${m.signedOnLabel} *`} error={errors.signedOn?.message}>
          <Input
            {...fieldAria('consent-signed', errors.signedOn?.message)}
            {...form.register('signedOn')}
            type="date"
            disabled={pending}
          />
        </FormField>
        <FormField
          id="consent-expires"
          label={m.expiresOnLabel}
          error={errors.expiresOn?.message}
          hint={m.expiresOnHelp}
        >
          <Input
            {...fieldAria('consent-expires', errors.expiresOn?.message, true)}
            {...form.register('expiresOn')}
            type="date"
            disabled={pending}
          />
        </FormField>
      </div>
      <FormField id="consent-file" label={`${m.fileLabel} *`} error={fileError} hint={m.fileHelp}>
        {/* A button of ours over the hidden picker: its text in Portuguese whatever the browser's language. */}
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          tabIndex={-1}
          aria-label={m.fileLabel}
          disabled={pending}
          onChange={(event) => {
            const picked = event.target.files?.[0] ?? null;
            setFile(picked);
            setFileError(picked ? checkFile(picked) : undefined);
          }}
        />
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <Button
            {...fieldAria('consent-file', fileError, true)}
            aria-label={`${m.chooseFile} — ${m.fileLabel}`}
            type="button"
            variant="outline"
            size="sm"
            disabled={pending}
            onClick={() => fileInput.current?.click()}
          >
            <PaperclipIcon aria-hidden />
            {m.chooseFile}
          </Button>
          <span className="min-w-0 break-all text-muted-foreground text-sm">
            {file?.name ?? m.noFileChosen}
          </span>
        </div>
      </FormField>
    </DialogForm>
  );
}
