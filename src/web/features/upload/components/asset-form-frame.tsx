import { Card, CardContent } from '@web/components/ui/card';
import { useFocusFirstInvalid } from '@web/lib/form-errors';
import type { FormEventHandler, ReactNode, RefObject } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';

/**
 * The upload form and the edit form: their fields reach the form through its context, and a submit
 * that ends with errors focuses the first invalid field.
 */
export function AssetFormFrame<T extends FieldValues>({
  form,
  formRef,
  onSubmit,
  children,
}: {
  form: UseFormReturn<T>;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  useFocusFirstInvalid(formRef, form.formState);
  return (
    <FormProvider {...form}>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-6">
        {children}
      </form>
    </FormProvider>
  );
}

/** One part of those forms: a card, its fields stacked. */
export function FormSection({ children }: { children: ReactNode }) {
  return (
    <Card className="gap-5">
      <CardContent className="grid grid-cols-1 gap-5">{children}</CardContent>
    </Card>
  );
}
