import { zodResolver } from '@hookform/resolvers/zod';
import { SHARE_LINK_DAYS } from '@shared/constants';
import { shareLinksMessages } from '@shared/messages/share-links';
import {
  SHARE_LINK_PASSWORD,
  type ShareLinkCreated,
  type ShareLinkForm,
  ShareLinkFormSchema,
} from '@shared/schemas/share-link';
import { DialogForm, DialogFrame } from '@web/components/dialog-frame';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Label } from '@web/components/ui/label';
import { PasswordInput } from '@web/components/ui/password-input';
import { RadioGroup, RadioGroupItem } from '@web/components/ui/radio-group';
import { Switch } from '@web/components/ui/switch';
import { sameFieldNames, setServerFieldErrors } from '@web/lib/form-errors';
import { describeError, notify } from '@web/lib/notify';
import { useDialogSubject } from '@web/lib/use-retained-value';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useCreateShareLink } from '../api/create-share-link';
import { ShareLinkCreatedPanel } from './share-link-created';

const m = shareLinksMessages.shareLinks;
const resolver = zodResolver(ShareLinkFormSchema);
const serverFields = sameFieldNames('expiresInDays', 'password', 'allowDownload');

/** What a link shows: one asset, or one of the person's albums. */
export type ShareTarget = { assetId: string } | { albumId: string };

export interface ShareLinkDialogProps {
  target: ShareTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Link para parceiros": validity (1, 7 or 30 days), an optional password and whether the partner
 * may download; then the address, shown this once, with 'Copiar link'.
 */
export function ShareLinkDialog({ target, open, onOpenChange }: ShareLinkDialogProps) {
  const { formKey } = useDialogSubject(open, target);
  const [created, setCreated] = useState<{ key: number; link: ShareLinkCreated; form: ShareLinkForm }>();
  const shown = created?.key === formKey ? created : undefined;
  const close = () => onOpenChange(false);

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={shown ? m.createdTitle : m.dialogTitle}
      description={
        shown ? m.createdDescription : 'albumId' in target ? m.albumDescription : m.assetDescription
      }
      className="sm:max-w-lg"
    >
      {shown ? (
        <ShareLinkCreatedPanel link={shown.link} form={shown.form} onDone={close} />
      ) : (
        <ShareLinkFormBody
          key={formKey}
          target={target}
          onCancel={close}
          onCreated={(link, form) => setCreated({ key: formKey, link, form })}
        />
      )}
    </DialogFrame>
  );
}

function ShareLinkFormBody({
  target,
  onCancel,
  onCreated,
}: {
  target: ShareTarget;
  onCancel: () => void;
  onCreated: (link: ShareLinkCreated, form: ShareLinkForm) => void;
}) {
  const form = useForm<ShareLinkForm>({
    resolver,
    mode: 'onTouched',
    defaultValues: { expiresInDays: 7, password: '', allowDownload: true },
  });
  const create = useCreateShareLink();
  const passwordError = form.formState.errors.password?.message;
  const daysError = form.formState.errors.expiresInDays?.message;

  const submit = form.handleSubmit((values) => {
    if (create.isPending) return;
    create.mutate(
      {
        ...target,
        expiresInDays: values.expiresInDays,
        allowDownload: values.allowDownload,
        ...(values.password ? { password: values.password } : {}),
      },
      {
        onSuccess: (link) => onCreated(link, values),
        onError: (error) => {
          if (setServerFieldErrors(error, form.setError, serverFields) === 0)
            notify.error(describeError(error, m.createError));
        },
      },
    );
  });

  return (
    <DialogForm
      onSubmit={submit}
      className="gap-5"
      onCancel={onCancel}
      pending={create.isPending}
      pendingLabel={m.creating}
      submitLabel={m.create}
    >
      <fieldset className="grid gap-3">
        <legend className="mb-3 font-medium text-sm leading-none">{m.validityLabel}</legend>
        <Controller
          control={form.control}
          name="expiresInDays"
          render={({ field }) => (
            <RadioGroup
              value={String(field.value)}
              onValueChange={(value) => field.onChange(Number(value))}
              disabled={create.isPending}
              aria-invalid={daysError ? true : undefined}
              className="grid-cols-3 gap-2"
            >
              {SHARE_LINK_DAYS.map((days) => (
                <Label
                  key={days}
                  htmlFor={`share-link-days-${days}`}
                  className="h-10 cursor-pointer justify-center whitespace-nowrap rounded-md border px-2 font-normal has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5 has-[[data-state=checked]]:font-medium has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
                >
                  <RadioGroupItem id={`share-link-days-${days}`} value={String(days)} />
                  {m.days[days]}
                </Label>
              ))}
            </RadioGroup>
          )}
        />
        {daysError ? <p className="text-destructive text-sm">{daysError}</p> : null}
      </fieldset>

      <FormField id="share-link-password" label={m.passwordLabel} error={passwordError} hint={m.passwordHelp}>
        <PasswordInput
          {...fieldAria('share-link-password', passwordError, true)}
          {...form.register('password')}
          autoComplete="new-password"
          maxLength={SHARE_LINK_PASSWORD.maxLength + 20}
          disabled={create.isPending}
        />
      </FormField>

      <Controller
        control={form.control}
        name="allowDownload"
        render={({ field }) => (
          <div className="flex items-start gap-3 rounded-md border p-3">
            <Switch
              id="share-link-download"
              checked={field.value}
              onCheckedChange={field.onChange}
              disabled={create.isPending}
              aria-describedby="share-link-download-hint"
              className="mt-0.5"
            />
            <div className="grid gap-1">
              <Label htmlFor="share-link-download">{m.allowDownloadLabel}</Label>
              <p id="share-link-download-hint" className="text-muted-foreground text-xs">
                {m.allowDownloadHelp}
              </p>
            </div>
          </div>
        )}
      />
    </DialogForm>
  );
}
