import { REQUEST_STATUSES, type RequestStatus } from '@shared/constants';
import { quote } from '@shared/domain/quote';
import { format } from '@shared/messages/format';
import { requestsMessages } from '@shared/messages/requests';
import { type MaterialRequest, REQUEST_LIMITS } from '@shared/schemas/request';
import { PeopleOptions, SelectOptions } from '@web/components/select-options';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { PackageCheckIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useDeliverRequest } from '../api/deliver-request';
import { useAdmins } from '../api/get-admins';
import { useUpdateRequest } from '../api/update-request';

const m = requestsMessages.requests;
const NONE = '__none__';

/** What "Atender" needs from the library's picker (composed in app/: the albums' picker). */
export interface DeliverPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Pieces already delivered: shown as such and never sent again. */
  existingIds: ReadonlySet<string>;
  existingLabel: string;
  pending: boolean;
  /** The ids picked, in the order they were ticked. */
  onPick: (assetIds: string[]) => void;
}

/** The admin's side of a request: its status, who takes care of it, and "Atender". */
export function RequestAdminPanel({
  request,
  renderPicker,
}: {
  request: MaterialRequest;
  renderPicker: (props: DeliverPickerProps) => ReactNode;
}) {
  const update = useUpdateRequest();
  const deliver = useDeliverRequest();
  const admins = useAdmins();
  const [picking, setPicking] = useState(false);
  // The assignee is offered even when the list of admins has not come (or no longer has them).
  const people = [...(admins.data ?? [])];
  if (request.assignee && !people.some((person) => person.id === request.assignee?.id))
    people.push(request.assignee);

  return (
    <div className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="request-status">{m.statusLabel}</Label>
        <Select
          value={request.status}
          onValueChange={(status) =>
            update.mutate({ id: request.id, input: { status: status as RequestStatus } })
          }
        >
          <SelectTrigger id="request-status" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectOptions values={REQUEST_STATUSES} labels={m.statuses} />
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="request-assignee">{m.assigneeLabel}</Label>
        <Select
          value={request.assignee?.id ?? NONE}
          onValueChange={(value) =>
            update.mutate({ id: request.id, input: { assigneeId: value === NONE ? null : value } })
          }
        >
          <SelectTrigger id="request-assignee" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NONE}>{m.assigneeNone}</SelectItem>
            <PeopleOptions people={people} />
          </SelectContent>
        </Select>
        {admins.isError ? <p className="text-destructive text-xs">{m.assigneesLoadError}</p> : null}
      </div>
      <div className="grid gap-2 border-t pt-4">
        <p className="text-pretty text-muted-foreground text-sm">{m.deliverHint}</p>
        {/* Never disabled while saving: the focus goes back to it when the picker closes. */}
        <Button onClick={() => setPicking(true)} className="w-full">
          <PackageCheckIcon aria-hidden />
          {m.deliver}
        </Button>
      </div>
      {renderPicker({
        open: picking,
        onOpenChange: setPicking,
        title: m.deliverTitle,
        description: format(m.deliverDescription, {
          summary: quote(request.description, REQUEST_LIMITS.summaryLength),
        }),
        existingIds: new Set(request.deliveredAssets.map((asset) => asset.id)),
        existingLabel: m.alreadyDelivered,
        pending: deliver.isPending,
        onPick: (assetIds) =>
          deliver.mutate({ id: request.id, assetIds }, { onSuccess: () => setPicking(false) }),
      })}
    </div>
  );
}
