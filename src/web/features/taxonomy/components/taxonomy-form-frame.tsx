import { commonMessages } from '@shared/messages/common';
import { taxonomyMessages } from '@shared/messages/taxonomy';
import { DialogActions } from '@web/components/dialog-frame';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { CircleAlertIcon } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';

const t = taxonomyMessages.taxonomyAdmin;

/**
 * What the category and tag dialogs share around their fields: heading, the server's error,
 * Cancel, and 'Criar' (new) or 'Salvar' (editing) with a spinner while saving.
 */
export function TaxonomyFormFrame({
  title,
  description,
  serverError,
  editing,
  pending,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  description: string;
  serverError: string | null;
  editing: boolean;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {serverError ? (
        <Alert variant="destructive">
          <CircleAlertIcon aria-hidden />
          <AlertDescription>{serverError}</AlertDescription>
        </Alert>
      ) : null}
      {children}
      <DialogFooter>
        <DialogActions
          onCancel={onClose}
          pending={pending}
          pendingLabel={editing ? commonMessages.common.saving : t.creating}
          submitLabel={editing ? commonMessages.common.save : t.create}
        />
      </DialogFooter>
    </form>
  );
}
