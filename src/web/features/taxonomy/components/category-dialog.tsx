import { zodResolver } from '@hookform/resolvers/zod';
import { taxonomyMessages } from '@shared/messages/taxonomy';
import {
  type Category,
  type CategoryGroup,
  type CreateCategoryInput,
  CreateCategoryInputSchema,
} from '@shared/schemas/taxonomy';
import { DialogForm, DialogFrame, submitLabels } from '@web/components/dialog-frame';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { createOrUpdate } from '@web/lib/create-or-update';
import { sameFieldNames, setServerFieldErrors } from '@web/lib/form-errors';
import { describeError } from '@web/lib/notify';
import { useRetainedValue } from '@web/lib/use-retained-value';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';

const t = taxonomyMessages.taxonomyAdmin;
/** SPEC 5: Select items may not have an empty value, so "no group" has its own. */
const NO_GROUP = 'nenhum';

type CategoryForm = { name: string; description: string; parentId: string };
type Output = { name: string; description?: string | undefined; parentId?: string | null | undefined };

const schemaResolver = zodResolver(CreateCategoryInputSchema);
const resolver: Resolver<CategoryForm, unknown, Output> = (values, context, options) =>
  schemaResolver(
    {
      name: values.name,
      description: values.description,
      parentId: values.parentId === NO_GROUP ? null : values.parentId,
    } satisfies CreateCategoryInput,
    context,
    options as never,
  );

export type CategoryDialogState = { mode: 'create' } | { mode: 'edit'; category: Category | CategoryGroup };

export interface CategoryDialogProps {
  state: CategoryDialogState | null;
  groups: readonly CategoryGroup[];
  onClose: () => void;
}

/** Add or edit a category: name (required), description and the group it belongs to (none: a group). */
export function CategoryDialog({ state, groups, onClose }: CategoryDialogProps) {
  const shown = useRetainedValue(state);
  const key = shown?.mode === 'edit' ? shown.category.id : 'new';
  return (
    <DialogFrame
      open={state !== null}
      onOpenChange={(open) => !open && onClose()}
      title={shown?.mode === 'edit' ? t.editCategoryTitle : t.createCategoryTitle}
      description={t.categoryDialogDescription}
    >
      {shown ? <CategoryFormBody key={key} state={shown} groups={groups} onClose={onClose} /> : null}
    </DialogFrame>
  );
}

function CategoryFormBody({
  state,
  groups,
  onClose,
}: {
  state: CategoryDialogState;
  groups: readonly CategoryGroup[];
  onClose: () => void;
}) {
  const editing = state.mode === 'edit' ? state.category : null;
  const hasChildren =
    editing !== null && 'children' in editing && (editing as CategoryGroup).children.length > 0;
  const form = useForm<CategoryForm, unknown, Output>({
    resolver,
    defaultValues: {
      name: editing?.name ?? '',
      description: editing?.description ?? '',
      parentId: editing?.parentId ?? NO_GROUP,
    },
  });

  const { mutation, pending, save } = createOrUpdate(editing, useCreateCategory(), useUpdateCategory(), {
    onSaved: onClose,
    // The server's field errors land beside their fields, as the form's own.
    onError: (error) =>
      setServerFieldErrors(error, form.setError, sameFieldNames('name', 'description', 'parentId')),
  });
  const { errors } = form.formState;
  const serverError = mutation.isError ? describeError(mutation.error, t.categorySaveError) : null;
  // A category cannot sit inside itself; the server refuses it too.
  const groupOptions = groups.filter((group) => group.id !== editing?.id);

  const onSubmit = form.handleSubmit((input) =>
    save({ name: input.name, description: input.description ?? '', parentId: input.parentId ?? null }),
  );

  return (
    <DialogForm
      id="category-form"
      onSubmit={onSubmit}
      alert={serverError}
      className="grid-cols-1"
      onCancel={onClose}
      pending={pending}
      {...submitLabels(editing !== null, t)}
    >
      <FormField id="category-name" label={t.nameLabel} error={errors.name?.message}>
        <Input
          {...fieldAria('category-name', errors.name?.message)}
          autoComplete="off"
          maxLength={80}
          disabled={pending}
          {...form.register('name')}
        />
      </FormField>
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
    </DialogForm>
  );
}
