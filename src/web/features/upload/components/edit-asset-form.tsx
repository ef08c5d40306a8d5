import { assetsMessages } from '@shared/messages/assets';
import { commonMessages } from '@shared/messages/common';
import type { Asset } from '@shared/schemas/asset';
import { ButtonLink } from '@web/components/button-link';
import { PendingButton } from '@web/components/pending-button';
import { FormField } from '@web/components/ui/form-field';
import { Separator } from '@web/components/ui/separator';
import { paths } from '@web/lib/paths';
import { SaveIcon } from 'lucide-react';
import { useRef } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useEditAssetForm } from '../hooks/use-edit-asset-form';
import type { PublicationValues } from '../lib/publication';
import { AssetFields } from './asset-fields';
import { AssetFormFrame, FormSection } from './asset-form-frame';
import { AssetTypeSelect } from './asset-type-select';
import { CurrentFile } from './current-file';
import { DeleteAssetDialog } from './delete-asset-dialog';
import { PublicationFields } from './publication-fields';
import { ReplaceFileField } from './replace-file-field';
import { UploadProgress } from './upload-progress';

const m = assetsMessages.assetEdit;

/**
 * SPEC 'Asset detail' edit panel and /edit/{id}: title, description, categories, tags, type, file;
 * issue 16's validity dates and "contém paciente identificável".
 */
export function EditAssetForm({ asset }: { asset: Asset }) {
  const form = useEditAssetForm(asset);
  const formRef = useRef<HTMLFormElement>(null);
  const { pending } = form;
  const { control, setValue, formState } = form.form;
  const [validFrom, validUntil, containsPatient] = useWatch({
    control,
    name: ['validFrom', 'validUntil', 'containsPatient'],
  });
  const publication: PublicationValues = {
    validFrom: validFrom ?? '',
    validUntil: validUntil ?? '',
    containsPatient: containsPatient ?? false,
  };
  const changePublication = (patch: Partial<PublicationValues>) => {
    for (const [key, value] of Object.entries(patch) as Array<[keyof PublicationValues, string | boolean]>)
      setValue(key, value as never, { shouldDirty: true });
    // Both dates are checked together (the pair's rule), once a save was tried.
    if (formState.isSubmitted) void form.form.trigger(['validFrom', 'validUntil']);
  };
  const onSubmit = form.form.handleSubmit(form.save);

  return (
    <AssetFormFrame form={form.form} formRef={formRef} onSubmit={onSubmit}>
      <FormSection>
        <CurrentFile asset={asset} />
        {asset.isExternal ? null : (
          <>
            <Separator />
            <ReplaceFileField
              file={form.replacement}
              onChange={form.setReplacement}
              progress={form.progress?.overall ?? null}
              disabled={pending}
            />
          </>
        )}
      </FormSection>

      <FormSection>
        <AssetFields
          idPrefix="edit"
          titleLabel={m.titleLabel}
          titleRowClassName="md:grid-cols-[minmax(0,1fr)_14rem]"
          descriptionRows={4}
          disabled={pending}
          aside={
            <FormField id="edit-type" label={m.typeLabel}>
              <Controller
                control={form.form.control}
                name="type"
                render={({ field }) => (
                  <AssetTypeSelect
                    id="edit-type"
                    value={field.value}
                    onChange={field.onChange}
                    disabled={pending}
                  />
                )}
              />
            </FormField>
          }
        />
      </FormSection>

      <FormSection>
        <PublicationFields
          idPrefix="edit"
          value={publication}
          onChange={changePublication}
          errors={{
            validFrom: formState.errors.validFrom?.message,
            validUntil: formState.errors.validUntil?.message,
          }}
          disabled={pending}
        />
      </FormSection>

      <div className="grid grid-cols-1 gap-3">
        <UploadProgress progress={form.progress} label={m.saving} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
          <DeleteAssetDialog id={asset.id} title={asset.title} disabled={pending} />
          <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
            <ButtonLink to={paths.asset(asset.id)} variant="outline">
              {commonMessages.common.cancel}
            </ButtonLink>
            <PendingButton
              type="submit"
              pending={pending}
              pendingLabel={m.saving}
              icon={<SaveIcon aria-hidden />}
              className="sm:min-w-44"
            >
              {m.save}
            </PendingButton>
          </div>
        </div>
      </div>
    </AssetFormFrame>
  );
}
