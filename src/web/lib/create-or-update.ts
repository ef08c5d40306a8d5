import type { UseMutationResult } from '@tanstack/react-query';

type Mutation<TData, TVariables> = Pick<
  UseMutationResult<TData, Error, TVariables>,
  'mutate' | 'isPending' | 'isError' | 'error'
>;

export interface SaveCallbacks<TCreated> {
  /** After either save: the form closes. */
  onSaved: () => void;
  /** After a creation, with what the server made. */
  onCreated?: ((created: TCreated) => void) | undefined;
  /** The server's field errors, to show beside their fields. */
  onError: (error: Error) => void;
}

/**
 * The save of a create-or-edit form: `update` for the thing being edited, `create` when there is
 * none. `mutation` is the one this form uses (its pending state, its error for the form's alert);
 * a submit while it runs is ignored.
 */
export function createOrUpdate<TSubject extends { id: string }, TCreateInput, TUpdateInput, TCreated>(
  subject: TSubject | null,
  create: Mutation<TCreated, TCreateInput>,
  update: Mutation<unknown, { id: string; input: TUpdateInput }>,
  { onSaved, onCreated, onError }: SaveCallbacks<TCreated>,
) {
  const mutation = subject ? update : create;
  const save = (input: TCreateInput & TUpdateInput) => {
    if (mutation.isPending) return;
    if (subject) {
      update.mutate({ id: subject.id, input }, { onSuccess: onSaved, onError });
      return;
    }
    create.mutate(input, {
      onSuccess: (created) => {
        onSaved();
        onCreated?.(created);
      },
      onError,
    });
  };
  return { mutation, pending: mutation.isPending, editing: subject !== null, save };
}
