import { commonMessages } from '@shared/messages/common';
import { requestsMessages } from '@shared/messages/requests';
import type { MaterialRequest } from '@shared/schemas/request';
import { ButtonLink } from '@web/components/button-link';
import { DialogFrame, type DialogOpenProps, dialogOpenState } from '@web/components/dialog-frame';
import { Button } from '@web/components/ui/button';
import { DialogFooter } from '@web/components/ui/dialog';
import { notify } from '@web/lib/notify';
import { paths } from '@web/lib/paths';
import { CircleCheckIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { RequestForm } from './request-form';

const m = requestsMessages.requests;

export interface RequestMaterialDialogProps extends DialogOpenProps {
  /** The search that found nothing, when opened from its empty result. */
  fromSearch?: string | undefined;
}

/**
 * "Pedir material" (issue 17): the form, then, once sent, a toast and the way to the request
 * ("Ver pedido") in the dialog itself, where it stays until closed.
 */
export function RequestMaterialDialog({ fromSearch, ...props }: RequestMaterialDialogProps) {
  const [created, setCreated] = useState<MaterialRequest | null>(null);
  const dialog = dialogOpenState(props, { onClose: () => setCreated(null) });
  return (
    <DialogFrame
      {...dialog.frame}
      title={m.dialogTitle}
      description={m.dialogDescription}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
    >
      {!props.open ? null : created ? (
        <Sent request={created} onClose={dialog.close} />
      ) : (
        <RequestForm
          fromSearch={fromSearch}
          onCancel={dialog.close}
          onCreated={(request) => {
            notify.success(m.created);
            setCreated(request);
          }}
        />
      )}
    </DialogFrame>
  );
}

function Sent({ request, onClose }: { request: MaterialRequest; onClose: () => void }) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => link.current?.focus(), []);
  return (
    <div className="grid gap-4">
      <p
        className="flex items-start gap-3 rounded-md border border-primary/30 bg-primary/5 px-4 py-3 text-sm"
        role="status"
      >
        <CircleCheckIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
        <span>{m.created}</span>
      </p>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {commonMessages.common.close}
        </Button>
        <ButtonLink ref={link} to={paths.request(request.id)} onClick={onClose}>
          {m.createdLink}
        </ButtonLink>
      </DialogFooter>
    </div>
  );
}
