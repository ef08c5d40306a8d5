import { zodResolver } from '@hookform/resolvers/zod';
import { REQUEST_CHANNELS, type RequestChannel } from '@shared/constants';
import { networkDay } from '@shared/domain/network-date';
import { format } from '@shared/messages/format';
import { requestsMessages } from '@shared/messages/requests';
import {
  type MaterialRequest,
  type ParsedRequestFields,
  REQUEST_LIMITS,
  RequestFieldsSchema,
} from '@shared/schemas/request';
import { DialogForm } from '@web/components/dialog-frame';
import { SelectOptions } from '@web/components/select-options';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { isApiError } from '@web/lib/api-error';
import { sameFieldNames, setServerFieldErrors, useFocusFirstInvalid } from '@web/lib/form-errors';
import { describeError } from '@web/lib/notify';
import { SearchIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useCreateRequest } from '../api/create-request';
import { ReferenceImageField } from './reference-image-field';

const m = requestsMessages.requests;

/** The form's values as typed ('' for an empty date or no channel yet), checked by the shared schema. */
interface FormValues {
  description: string;
  neededBy: string;
  channel: RequestChannel | '';
  fromSearch: string;
}

/** The shared schema, and (here, where today is the person's) a date not in the past, as the server says. */
const resolver = zodResolver(
  RequestFieldsSchema.refine((fields) => !fields.neededBy || fields.neededBy >= networkDay(new Date()), {
    path: ['neededBy'],
    message: m.neededByPast,
  }),
) as unknown as Resolver<FormValues, unknown, ParsedRequestFields>;

/** The server's refusals that are about the image: shown under the image field. */
const IMAGE_CODES = new Set(['REQUEST_REFERENCE_INVALID', 'REQUEST_REFERENCE_TOO_LARGE', 'IMAGE_TOO_LARGE']);

export interface RequestFormProps {
  /** The search that found nothing, when the form was opened from one: prefills and goes along. */
  fromSearch?: string | undefined;
  onCancel: () => void;
  onCreated: (request: MaterialRequest) => void;
}

/** "Pedir material": what is needed, for when, the format or channel, and an optional reference image. */
export function RequestForm({ fromSearch, onCancel, onCreated }: RequestFormProps) {
  const create = useCreateRequest();
  const root = useRef<HTMLFormElement>(null);
  const search = fromSearch?.trim() ?? '';
  const form = useForm<FormValues, unknown, ParsedRequestFields>({
    resolver,
    defaultValues: { description: search, neededBy: '', channel: '', fromSearch: search },
  });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const { errors } = form.formState;
  const pending = create.isPending;
  useFocusFirstInvalid(root, form.formState);

  const onSubmit = form.handleSubmit((fields) => {
    if (fileError) return;
    create.mutate(
      { fields, reference: file },
      {
        onSuccess: onCreated,
        onError: (error) => {
          if (isApiError(error) && IMAGE_CODES.has(error.code)) {
            setFileError(error.message);
            document.getElementById('request-reference')?.focus();
            return;
          }
          setServerFieldErrors(
            error,
            form.setError,
            sameFieldNames('description', 'neededBy', 'channel', 'fromSearch'),
          );
        },
      },
    );
  });

  const handled =
    isApiError(create.error) &&
    (IMAGE_CODES.has(create.error.code) ||
      create.error.code === 'FIELD_INVALID' ||
      create.error.code === 'REQUEST_NEEDED_BY_PAST');
  const failure = create.isError && !handled ? describeError(create.error, m.createError) : null;

  return (
    <DialogForm
      formRef={root}
      onSubmit={onSubmit}
      alert={failure}
      onCancel={onCancel}
      pending={pending}
      pendingLabel={m.submitting}
      submitLabel={m.submit}
    >
      {search ? (
        <p className="flex items-start gap-2 rounded-md bg-muted px-3 py-2 text-muted-foreground text-sm">
          <SearchIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span className="min-w-0 break-words">{format(m.fromSearchNote, { q: search })}</span>
        </p>
      ) : null}
      <FormField
        id="request-description"
        label={`${m.descriptionLabel} *`}
        error={errors.description?.message}
      >
        <Textarea
          {...fieldAria('request-description', errors.description?.message)}
          {...form.register('description')}
          placeholder={m.descriptionPlaceholder}
          maxLength={REQUEST_LIMITS.descriptionMaxLength + 20}
          rows={4}
          className="max-h-60"
          disabled={pending}
        />
      </FormField>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <FormField id="request-channel" label={`${m.channelLabel} *`} error={errors.channel?.message}>
          <Controller
            control={form.control}
            name="channel"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange} disabled={pending}>
                <SelectTrigger
                  {...fieldAria('request-channel', errors.channel?.message)}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  className="w-full"
                >
                  <SelectValue placeholder={m.channelPlaceholder} />
                </SelectTrigger>
                <SelectContent>
                  <SelectOptions values={REQUEST_CHANNELS} labels={m.channels} />
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        <FormField
          id="request-needed-by"
          label={m.neededByLabel}
          error={errors.neededBy?.message}
          hint={m.neededByHelp}
        >
          <Input
            {...fieldAria('request-needed-by', errors.neededBy?.message, true)}
            {...form.register('neededBy')}
            type="date"
            min={networkDay(new Date())}
            disabled={pending}
          />
        </FormField>
      </div>
      <ReferenceImageField
        id="request-reference"
        file={file}
        error={fileError}
        disabled={pending}
        onChange={(picked, problem) => {
          setFile(picked);
          setFileError(problem);
        }}
      />
    </DialogForm>
  );
}
