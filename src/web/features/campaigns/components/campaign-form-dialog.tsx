import { zodResolver } from '@hookform/resolvers/zod';
import { campaignsMessages } from '@shared/messages/campaigns';
import {
  CAMPAIGN_LIMITS,
  type Campaign,
  type CreateCampaignInput,
  CreateCampaignInputSchema,
} from '@shared/schemas/campaign';
import { DialogForm, submitLabels } from '@web/components/dialog-frame';
import { NameDescriptionFields } from '@web/components/name-description-fields';
import { SubjectFormDialog } from '@web/components/subject-form-dialog';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { createOrUpdate } from '@web/lib/create-or-update';
import { sameFieldNames, setServerFieldErrors, useFocusFirstInvalid } from '@web/lib/form-errors';
import { useRef } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateCampaign } from '../api/create-campaign';
import { useUpdateCampaign } from '../api/update-campaign';

type CampaignFormOutput = z.output<typeof CreateCampaignInputSchema>;
/** The shared contract is the form's one validation (dates real, the end not before the start). */
const resolver = zodResolver(CreateCampaignInputSchema);
const serverFields = sameFieldNames('name', 'description', 'startsOn', 'endsOn');
// Typing a little past the limit shows the message instead of cutting the text silently.
const NAME_INPUT_MAX = CAMPAIGN_LIMITS.nameMaxLength + 20;

const m = campaignsMessages.campaignsPage;
const DATE_FIELDS = {
  startsOn: { id: 'campaign-starts-on', label: m.startsOnLabel },
  endsOn: { id: 'campaign-ends-on', label: m.endsOnLabel },
};

export interface CampaignFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this campaign; create a new one when absent. */
  campaign?: Campaign | null;
  /** The first day offered to a new campaign (today in Brasília). */
  defaultStartsOn?: string;
  onCreated?: (campaign: Campaign) => void;
}

/** 'Nova campanha' and 'Editar' (admins): name, period and description, each error beside its field. */
export function CampaignFormDialog({
  campaign = null,
  defaultStartsOn = '',
  onCreated,
  ...dialog
}: CampaignFormDialogProps) {
  return (
    <SubjectFormDialog
      {...dialog}
      subject={campaign}
      titles={{ create: m.formCreateTitle, edit: m.formEditTitle }}
      description={m.formDescription}
      className="sm:max-w-xl"
    >
      {(current, done) => (
        <CampaignForm
          campaign={current}
          defaultStartsOn={defaultStartsOn}
          onDone={done}
          onCreated={onCreated}
        />
      )}
    </SubjectFormDialog>
  );
}

function CampaignForm({
  campaign,
  defaultStartsOn,
  onDone,
  onCreated,
}: {
  campaign: Campaign | null;
  defaultStartsOn: string;
  onDone: () => void;
  onCreated?: ((campaign: Campaign) => void) | undefined;
}) {
  const form = useForm<CreateCampaignInput, unknown, CampaignFormOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: {
      name: campaign?.name ?? '',
      description: campaign?.description ?? '',
      startsOn: campaign?.startsOn ?? defaultStartsOn,
      endsOn: campaign?.endsOn ?? '',
    },
  });
  const root = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(root, form.formState);
  const { pending: saving, save } = createOrUpdate(campaign, useCreateCampaign(), useUpdateCampaign(), {
    onSaved: onDone,
    onCreated,
    onError: (error) => setServerFieldErrors(error, form.setError, serverFields),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(({ name, description, startsOn, endsOn }) =>
    save({ name, description, startsOn, endsOn }),
  );

  // The end is checked against the start while either changes (the rule lives on the end's field).
  const startsOn = form.register('startsOn', {
    onChange: () => form.formState.touchedFields.endsOn && void form.trigger('endsOn'),
  });

  const dateField = (name: keyof typeof DATE_FIELDS, field: UseFormRegisterReturn, min: string) => {
    const { id, label } = DATE_FIELDS[name];
    const error = errors[name]?.message;
    return (
      <FormField className="content-start" id={id} label={label} error={error}>
        <Input
          {...fieldAria(id, error)}
          {...field}
          type="date"
          min={min}
          max={CAMPAIGN_LIMITS.lastDay}
          disabled={saving}
        />
      </FormField>
    );
  };

  return (
    <DialogForm
      formRef={root}
      onSubmit={submit}
      onCancel={onDone}
      pending={saving}
      {...submitLabels(campaign !== null, m)}
    >
      <NameDescriptionFields
        idPrefix="campaign"
        texts={m}
        form={form}
        maxLength={{ name: NAME_INPUT_MAX, description: CAMPAIGN_LIMITS.descriptionMaxLength + 20 }}
        descriptionRows={4}
        disabled={saving}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          {dateField('startsOn', startsOn, CAMPAIGN_LIMITS.firstDay)}
          {dateField('endsOn', form.register('endsOn'), form.watch('startsOn') || CAMPAIGN_LIMITS.firstDay)}
        </div>
      </NameDescriptionFields>
    </DialogForm>
  );
}
