import { uploadMessages } from '@shared/messages/upload';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { useForbiddenExpressions } from '@web/lib/admin-settings';
import { cn } from '@web/lib/utils';
import type * as React from 'react';
import { useMemo } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { type AssetFieldValues, fieldMessage } from '../lib/asset-form';
import { CategoryPicker } from './category-picker';
import { ContentWarningAlert } from './content-warning-alert';
import { TagInput } from './tag-input';

export interface AssetFieldsProps {
  /** 'upload' or 'edit': the ids of the controls ('upload-title') and of their messages. */
  idPrefix: string;
  titleLabel: string;
  titleHint?: string | undefined;
  placeholders?: { title: string; description: string };
  /** Beside the title on wide screens: the origin unit (upload), the type (edit). */
  aside?: React.ReactNode;
  /** The title row's columns, with the aside's width (a literal class, for Tailwind). */
  titleRowClassName: string;
  descriptionRows: number;
  disabled: boolean;
}

/**
 * Title, description, categories and tags of an asset: the fields the upload and edit forms share,
 * read from and written to the surrounding react-hook-form (FormProvider of AssetFieldValues).
 */
export function AssetFields({
  idPrefix,
  titleLabel,
  titleHint,
  placeholders,
  aside,
  titleRowClassName,
  descriptionRows,
  disabled,
}: AssetFieldsProps) {
  const { register, control, formState } = useFormContext<AssetFieldValues>();
  const { errors } = formState;
  const id = (field: string) => `${idPrefix}-${field}`;
  const titleError = errors.title?.message;
  const descriptionError = errors.description?.message;
  const [title, description] = useWatch({ control, name: ['title', 'description'] });
  const texts = useMemo(() => [title ?? '', description ?? ''], [title, description]);
  const expressions = useForbiddenExpressions();

  return (
    <>
      <div className={cn('grid grid-cols-1 items-start gap-5', titleRowClassName)}>
        <FormField id={id('title')} label={titleLabel} error={titleError} hint={titleHint}>
          <Input
            {...fieldAria(id('title'), titleError, Boolean(titleHint))}
            {...register('title')}
            maxLength={200}
            placeholder={placeholders?.title}
            disabled={disabled}
          />
        </FormField>
        {aside}
      </div>
      {/* The warning sits under the description; its live region stays (empty, no height) when clean. */}
      <div className="grid grid-cols-1">
        <FormField
          id={id('description')}
          label={uploadMessages.upload.descriptionLabel}
          error={descriptionError}
        >
          <Textarea
            {...fieldAria(id('description'), descriptionError)}
            {...register('description')}
            rows={descriptionRows}
            maxLength={5000}
            className="field-sizing-fixed resize-y"
            placeholder={placeholders?.description}
            disabled={disabled}
          />
        </FormField>
        <ContentWarningAlert id={id('content-warning')} texts={texts} expressions={expressions} />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Controller
          control={control}
          name="categoryIds"
          render={({ field, fieldState }) => (
            <CategoryPicker
              id={id('categories')}
              value={field.value}
              onChange={field.onChange}
              error={fieldMessage(fieldState.error)}
              disabled={disabled}
            />
          )}
        />
        <Controller
          control={control}
          name="tags"
          render={({ field, fieldState }) => (
            <TagInput
              id={id('tags')}
              value={field.value}
              onChange={(tags) => field.onChange([...tags])}
              error={fieldMessage(fieldState.error)}
              disabled={disabled}
            />
          )}
        />
      </div>
    </>
  );
}
