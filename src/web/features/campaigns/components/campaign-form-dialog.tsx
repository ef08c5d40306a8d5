import { zodResolver } from '@hookform/resolvers/zod';
import { campaignsMessages } from '@shared/messages/campaigns';
import {
  CAMPAIGN_LIMITS,
  type Campaign,
  type CreateCampaignInput,
  CreateCampaignInputSchema,
} from '@shared/schemas/campaign';
import { DialogForm, DialogFrame, submitLabels } from '@web/components/dialog-frame';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { createOrUpdate } from '@web/lib/create-or-update';
import { sameFieldNames, setServerFieldErrors, useFocusFirstInvalid } from '@web/lib/form-errors';
import { useDialogSubject } from '@web/lib/use-retained-value';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
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
  open,
  onOpenChange,
  campaign = null,
  defaultStartsOn = '',
  onCreated,
}: CampaignFormDialogProps) {
  const { formKey, current } = useDialogSubject(open, campaign);

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={current ? m.formEditTitle : m.formCreateTitle}
      description={m.formDescription}
      className="sm:max-w-xl"
    >
      <CampaignForm
        key={formKey}
        campaign={current}
        defaultStartsOn={defaultStartsOn}
        onDone={() => onOpenChange(false)}
        onCreated={onCreated}
      />
    </DialogFrame>
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

  return (
    <DialogForm
      id="campaign-form"
      formRef={root}
      onSubmit={submit}
      onCancel={onDone}
      pending={saving}
      {...submitLabels(campaign !== null, m)}
    >
      <FormField id="campaign-name" label={m.nameLabel} error={errors.name?.message}>
        <Input
          {...fieldAria('campaign-name', errors.name?.message)}
          {...form.register('name')}
          placeholder={m.namePlaceholder}
          maxLength={NAME_INPUT_MAX}
          autoComplete="off"
          disabled={saving}
          autoFocus
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          className="content-start"
          id="campaign-starts-on"
          label={m.startsOnLabel}
          error={errors.startsOn?.message}
        >
          <Input
            {...fieldAria('campaign-starts-on', errors.startsOn?.message)}
            {...startsOn}
            type="date"
            min={CAMPAIGN_LIMITS.firstDay}
            max={CAMPAIGN_LIMITS.lastDay}
            disabled={saving}
          />
        </FormField>
        <FormField
          className="content-start"
          id="campaign-ends-on"
          label={m.endsOnLabel}
          error={errors.endsOn?.message}
        >
          <Input
            {...fieldAria('campaign-ends-on', errors.endsOn?.message)}
            {...form.register('endsOn')}
            type="date"
            min={form.watch('startsOn') || CAMPAIGN_LIMITS.firstDay}
            max={CAMPAIGN_LIMITS.lastDay}
            disabled={saving}
          />
        </FormField>
      </div>
      <FormField id="campaign-description" label={m.descriptionLabel} error={errors.description?.message}>
        <Textarea
          {...fieldAria('campaign-description', errors.description?.message)}
          {...form.register('description')}
          placeholder={m.descriptionPlaceholder}
          maxLength={CAMPAIGN_LIMITS.descriptionMaxLength + 20}
          rows={4}
          disabled={saving}
        />
      </FormField>
    </DialogForm>
  );
}
