import { cn } from '@web/lib/utils';
import type * as React from 'react';
import { Label } from './label';

export interface FormFieldProps {
  id: string;
  label: React.ReactNode;
  /** Validation message; linked to the control through aria-describedby by the caller's `id`. */
  error?: string | undefined;
  hint?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}

/** Label, control, then the hint or the error under it. Pass `fieldAria(id, error)` to the control. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  return (
    <div data-slot="form-field" className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <FieldError id={id} error={error} />
      ) : hint ? (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A control's validation message, the one `fieldAria(id, error)` points to; nothing without an error. */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="text-destructive text-sm">
      {error}
    </p>
  );
}

/** The aria attributes that tie a control to its FormField message. */
export function fieldAria(id: string, error?: string, hint?: boolean) {
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
}
