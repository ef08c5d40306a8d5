import { zodResolver } from '@hookform/resolvers/zod';
import { unitsMessages } from '@shared/messages/units';
import { CreateUnitInputSchema, type Unit } from '@shared/schemas/unit';
import { DialogForm, DialogFrame, submitLabels } from '@web/components/dialog-frame';
import { Separator } from '@web/components/ui/separator';
import { isApiError } from '@web/lib/api-error';
import { sameFieldNames, setServerFieldErrors } from '@web/lib/form-errors';
import { describeError, notify } from '@web/lib/notify';
import { useRetainedValue } from '@web/lib/use-retained-value';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCreateUnit } from '../api/create-unit';
import { useUpdateUnit } from '../api/update-unit';
import { UNIT_FORM_FIELDS, UnitFields, type UnitFormValues } from './unit-fields';
import { UnitLogoField } from './unit-logo-field';

const m = unitsMessages.unitsAdmin;
type ParsedUnit = z.output<typeof CreateUnitInputSchema>;
/** The shared schema checks the form as the server will (same messages, same normalising). */
const resolver = zodResolver(CreateUnitInputSchema) as unknown as Resolver<
  UnitFormValues,
  unknown,
  ParsedUnit
>;

function formValues(unit: Unit | null): UnitFormValues {
  return Object.fromEntries(UNIT_FORM_FIELDS.map((name) => [name, unit?.[name] ?? ''])) as UnitFormValues;
}

export interface UnitFormDialogProps {
  /** 'new' opens the creation dialog; a unit opens its edit dialog; null is closed. */
  target: Unit | 'new' | null;
  onClose: () => void;
}

/** "Nova unidade" and "Editar unidade": one form, the shared schema, errors beside each field. */
export function UnitFormDialog({ target, onClose }: UnitFormDialogProps) {
  const shown = useRetainedValue(target);
  const editing = shown && shown !== 'new' ? shown : null;
  return (
    <DialogFrame
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={editing ? m.editTitle : m.createTitle}
      description={editing ? m.editDescription : m.createDescription}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
    >
      {shown ? <UnitForm key={editing?.id ?? 'new'} unit={editing} onDone={onClose} /> : null}
    </DialogFrame>
  );
}

function UnitForm({ unit, onDone }: { unit: Unit | null; onDone: () => void }) {
  const create = useCreateUnit();
  const update = useUpdateUnit();
  const mutation = unit ? update : create;
  const form = useForm<UnitFormValues, unknown, ParsedUnit>({ resolver, defaultValues: formValues(unit) });
  const pending = mutation.isPending;

  const showErrors = (error: unknown) => {
    if (isApiError(error) && error.code === 'UNIT_NAME_TAKEN') {
      form.setError('name', { type: 'server', message: error.message }, { shouldFocus: true });
      return;
    }
    setServerFieldErrors(error, form.setError, sameFieldNames(...UNIT_FORM_FIELDS));
  };
  const handled =
    isApiError(mutation.error) &&
    (mutation.error.code === 'UNIT_NAME_TAKEN' || mutation.error.code === 'VALIDATION');
  const alertText =
    mutation.isError && !handled ? describeError(mutation.error, unit ? m.saveError : m.createError) : null;

  const onSubmit = form.handleSubmit((parsed) => {
    if (!unit) {
      create.mutate(parsed, { onSuccess: onDone, onError: showErrors });
      return;
    }
    // The form does not change the status (Desativar/Reativar do).
    const { active: _active, ...input } = parsed;
    update.mutate(
      { id: unit.id, input },
      {
        onSuccess: () => {
          notify.success(m.saved);
          onDone();
        },
        onError: showErrors,
      },
    );
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      alert={alertText}
      className="gap-6"
      aside={
        unit ? (
          <>
            <Separator />
            <UnitLogoField unit={unit} />
          </>
        ) : null
      }
      onCancel={onDone}
      pending={pending}
      {...submitLabels(unit !== null, m)}
    >
      <UnitFields form={form as never} idPrefix={unit ? 'edit-unit' : 'new-unit'} disabled={pending} />
    </DialogForm>
  );
}
