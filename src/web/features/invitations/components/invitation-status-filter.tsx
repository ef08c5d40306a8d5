import { INVITATION_STATUSES } from '@shared/constants';
import { invitationsMessages } from '@shared/messages/invitations';
import { SelectOptions } from '@web/components/select-options';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectTrigger, SelectValue } from '@web/components/ui/select';
import type { InvitationFilter } from '../api/invitation-keys';

const m = invitationsMessages.invitations;
const FILTERS: readonly InvitationFilter[] = [...INVITATION_STATUSES, 'all'];

/** "Situação": pending by default (what still needs the admin), any other status, or all. */
export function InvitationStatusFilter({
  value,
  onChange,
}: {
  value: InvitationFilter;
  onChange: (filter: InvitationFilter) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="invitations-status" className="text-muted-foreground">
        {m.statusFilter}
      </Label>
      <Select value={value} onValueChange={(next) => onChange(next as InvitationFilter)}>
        <SelectTrigger id="invitations-status" size="sm" className="w-36 sm:w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectOptions values={FILTERS} labels={m.statusFilterOptions} />
        </SelectContent>
      </Select>
    </div>
  );
}
