import { AUDIT_KINDS, type AuditKind } from '@shared/constants';
import { auditMessages } from '@shared/messages/audit';
import type { AuditFilter } from '@shared/schemas/audit';
import { DateRangeField } from '@web/components/date-range-field';
import { PeopleOptions, SelectOptions } from '@web/components/select-options';
import { Label } from '@web/components/ui/label';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { useId } from 'react';
import { useAuditActors } from '../api/get-audit-actors';

const m = auditMessages.audit;
const ALL = 'all';

type Group = keyof typeof m.groups;

/** The filter's group of a kind: what it acts on (categories and tags together, the banner with settings). */
function groupOf(kind: AuditKind): Group {
  const type = kind.slice(0, kind.indexOf('.'));
  if (type === 'category' || type === 'tag') return 'taxonomy';
  if (type === 'banner') return 'settings';
  return type as Group;
}

const KIND_GROUPS = (Object.keys(m.groups) as Group[])
  .map((group) => ({ group, kinds: AUDIT_KINDS.filter((kind) => groupOf(kind) === group) }))
  .filter(({ kinds }) => kinds.length > 0);

export interface AuditFiltersProps {
  value: AuditFilter;
  onChange: (value: AuditFilter) => void;
}

/** Pessoa, tipo de ação and período (São Paulo days, both included). */
export function AuditFilters({ value, onChange }: AuditFiltersProps) {
  const id = useId();
  const actors = useAuditActors();
  const people = actors.data?.items ?? [];
  // A person picked from a link who is not (yet) in the list still shows as chosen.
  const chosenMissing = value.actorId && !people.some((person) => person.id === value.actorId);

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,14rem)_minmax(0,18rem)_minmax(0,1fr)] lg:items-start">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-person`}>{m.person}</Label>
        <Select
          value={value.actorId ?? ALL}
          onValueChange={(next) => onChange({ ...value, actorId: next === ALL ? undefined : next })}
        >
          <SelectTrigger id={`${id}-person`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{m.anyPerson}</SelectItem>
            {chosenMissing ? <SelectItem value={value.actorId!}>{m.person}</SelectItem> : null}
            <PeopleOptions people={people} />
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-kind`}>{m.kind}</Label>
        <Select
          value={value.kind ?? ALL}
          onValueChange={(next) =>
            onChange({ ...value, kind: next === ALL ? undefined : (next as AuditKind) })
          }
        >
          <SelectTrigger id={`${id}-kind`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{m.anyKind}</SelectItem>
            {KIND_GROUPS.map(({ group, kinds }) => (
              <SelectGroup key={group}>
                <SelectLabel>{m.groups[group]}</SelectLabel>
                <SelectOptions values={kinds} labels={m.kinds} />
              </SelectGroup>
            ))}
          </SelectContent>
        </Select>
      </div>
      <DateRangeField
        legend={m.period}
        legendClassName="lg:sr-only"
        value={{ from: value.from, to: value.to }}
        onChange={(range) => onChange({ ...value, from: range.from, to: range.to })}
      />
    </div>
  );
}
