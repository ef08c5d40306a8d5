import { zodResolver } from '@hookform/resolvers/zod';
import { taxonomyMessages } from '@shared/messages/taxonomy';
import {
  type Category,
  type CategoryGroup,
  type CreateCategoryInput,
  CreateCategoryInputSchema,
} from '@shared/schemas/taxonomy';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { createOrUpdate } from '@web/lib/create-or-update';
import { sameFieldNames, setServerFieldErrors } from '@web/lib/form-errors';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { TermDialog, TermForm } from './term-dialog';

const t = taxonomyMessages.taxonomyAdmin;
/** SPEC 5: Select items may not have an empty value, so "no group" has its own. */
const NO_GROUP = 'nenhum';

type CategoryValues = { name: string; description: string; parentId: string };
type Output = { name: string; description?: string | undefined; parentId?: string | null | undefined };

const schemaResolver = zodResolver(CreateCategoryInputSchema);
const resolver: Resolver<CategoryValues, unknown, Output> = (values, context, options) =>
  schemaResolver(
    {
      name: values.name,
      description: values.description,
      parentId: values.parentId === NO_GROUP ? null : values.parentId,
    } satisfies CreateCategoryInput,
    context,
    options as never,
  );

export interface CategoryDialogProps {
  /** 'new' opens the creation dialog; a category opens its edit dialog; null is closed. */
  target: Category | CategoryGroup | 'new' | null;
  groups: readonly CategoryGroup[];
  onClose: () => void;
}

/** Add or edit a category: name (required), description and the group it belongs to (none: a group). */
export function CategoryDialog({ target, groups, onClose }: CategoryDialogProps) {
  return (
    <TermDialog kind="category" target={target} onClose={onClose}>
      {(category) => <CategoryForm category={category} groups={groups} onClose={onClose} />}
    </TermDialog>
  );
}

function CategoryForm({
  category,
  groups,
  onClose,
}: {
  category: Category | CategoryGroup | null;
  groups: readonly CategoryGroup[];
  onClose: () => void;
}) {
  const hasChildren = category !== null && 'children' in category && category.children.length > 0;
  const form = useForm<CategoryValues, unknown, Output>({
    resolver,
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      parentId: category?.parentId ?? NO_GROUP,
    },
  });

  const saving = createOrUpdate(category, useCreateCategory(), useUpdateCategory(), {
    onSaved: onClose,
    // The server's field errors land beside their fields, as the form's own.
    onError: (error) =>
      setServerFieldErrors(error, form.setError, sameFieldNames('name', 'description', 'parentId')),
  });
  const { pending } = saving;
  const { errors } = form.formState;
  // A category cannot sit inside itself; the server refuses it too.
  const groupOptions = groups.filter((group) => group.id !== category?.id);

  const onSubmit = form.handleSubmit((input) =>
    saving.save({ name: input.name, description: input.description ?? '', parentId: input.parentId ?? null }),
  );

  return (
    <TermForm
      kind="category"
      saving={saving}
      onSubmit={onSubmit}
      onClose={onClose}
      name={{ field: form.register('name'), error: errors.name?.message }}
    >
      <FormField id="category-description" label={t.descriptionLabel} error={errors.description?.message}>
        <Textarea
          {...fieldAria('category-description', errors.description?.message)}
          rows={3}
          maxLength={500}
          className="field-sizing-fixed resize-y"
          disabled={pending}
          {...form.register('description')}
        />
      </FormField>
      <FormField
        id="category-group"
        label={t.groupLabel}
        error={errors.parentId?.message}
        hint={hasChildren ? t.groupLocked : undefined}
      >
        <Controller
          control={form.control}
          name="parentId"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange} disabled={pending || hasChildren}>
              <SelectTrigger
                {...fieldAria('category-group', errors.parentId?.message, hasChildren)}
                ref={field.ref}
                className="w-full"
              >
                <SelectValue />
              </SelectTrigger>
              <SelectContent className="max-h-72">
                <SelectItem value={NO_GROUP}>{t.noGroup}</SelectItem>
                {groupOptions.map((group) => (
                  <SelectItem key={group.id} value={group.id}>
                    {group.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
    </TermForm>
  );
}
