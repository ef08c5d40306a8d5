import { messages } from '@shared/messages/pt-BR';
import type { Asset } from '@shared/schemas/asset';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Separator } from '@web/components/ui/separator';
import { Textarea } from '@web/components/ui/textarea';
import { paths } from '@web/lib/paths';
import { LoaderCircleIcon, SaveIcon } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useEditAssetForm } from '../hooks/use-edit-asset-form';
import { AssetTypeSelect } from './asset-type-select';
import { CategoryPicker } from './category-picker';
import { CurrentFile } from './current-file';
import { DeleteAssetDialog } from './delete-asset-dialog';
import { ReplaceFileField } from './replace-file-field';
import { TagInput } from './tag-input';
import { UploadProgress } from './upload-progress';

const m = messages.assetEdit;

/** SPEC 'Asset detail' edit panel and /edit/{id}: title, description, categories, tags, type, file. */
export function EditAssetForm({ asset }: { asset: Asset }) {
  const form = useEditAssetForm(asset);
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, pending } = form;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!form.save()) {
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    }
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-6">
      <Card className="gap-5">
        <CardContent className="grid grid-cols-1 gap-5">
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
        </CardContent>
      </Card>

      <Card className="gap-5">
        <CardContent className="grid grid-cols-1 gap-5">
          <div className="grid grid-cols-1 items-start gap-5 md:grid-cols-[minmax(0,1fr)_14rem]">
            <FormField id="edit-title" label={m.titleLabel} error={errors.title}>
              <Input
                {...fieldAria('edit-title', errors.title)}
                value={form.title}
                maxLength={200}
                disabled={pending}
                onChange={(event) => form.setTitle(event.target.value)}
              />
            </FormField>
            <FormField id="edit-type" label={m.typeLabel}>
              <AssetTypeSelect id="edit-type" value={form.type} onChange={form.setType} disabled={pending} />
            </FormField>
          </div>
          <FormField
            id="edit-description"
            label={messages.upload.descriptionLabel}
            error={errors.description}
          >
            <Textarea
              {...fieldAria('edit-description', errors.description)}
              value={form.description}
              rows={4}
              maxLength={5000}
              className="field-sizing-fixed resize-y"
              disabled={pending}
              onChange={(event) => form.setDescription(event.target.value)}
            />
          </FormField>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <CategoryPicker
              id="edit-categories"
              value={form.categoryIds}
              onChange={form.setCategoryIds}
              error={errors.categories}
              disabled={pending}
            />
            <TagInput
              id="edit-tags"
              value={form.tags}
              onChange={form.setTags}
              error={errors.tags}
              disabled={pending}
            />
          </div>
        </CardContent>
      </Card>

      <div className="grid grid-cols-1 gap-3">
        {form.progress ? (
          <UploadProgress
            overall={form.progress.overall}
            loaded={form.progress.loaded}
            total={form.progress.total}
            processing={form.progress.processing}
            label={m.saving}
          />
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
          <DeleteAssetDialog id={asset.id} title={asset.title} disabled={pending} />
          <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
            <Button variant="outline" asChild>
              <Link to={paths.asset(asset.id)}>{messages.common.cancel}</Link>
            </Button>
            <Button type="submit" disabled={pending} className="sm:min-w-44">
              {pending ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : <SaveIcon aria-hidden />}
              {pending ? m.saving : m.save}
            </Button>
          </div>
        </div>
      </div>
    </form>
  );
}
