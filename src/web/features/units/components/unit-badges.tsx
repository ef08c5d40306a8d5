import { format } from '@shared/messages/format';
import { unitsMessages } from '@shared/messages/units';
import type { Unit } from '@shared/schemas/unit';
import { Badge } from '@web/components/ui/badge';
import { countText } from '@web/lib/format';
import { TriangleAlertIcon } from 'lucide-react';

const m = unitsMessages.unitsAdmin;

/** 'Ativa' / 'Inativa'. */
export function UnitStatusBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge
      variant="outline"
      className="border-emerald-600/30 bg-emerald-600/10 text-emerald-800 dark:text-emerald-300"
    >
      {m.active}
    </Badge>
  ) : (
    <Badge variant="outline" className="bg-muted text-muted-foreground">
      {m.inactive}
    </Badge>
  );
}

/** The warning that stamped downloads cannot carry this unit's council data yet. */
export function CroIncompleteBadge() {
  return (
    <Badge
      variant="outline"
      className="whitespace-normal border-amber-600/40 bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200"
    >
      <TriangleAlertIcon aria-hidden />
      {m.croIncomplete}
    </Badge>
  );
}

/** "Ana Paula Souza" over "CRO-SP 98765", and the badge when anything a stamp needs is missing. */
export function ResponsibleDentist({ unit }: { unit: Unit }) {
  const number = unit.rtCro
    ? unit.rtUf
      ? format(m.rtCro, { uf: unit.rtUf, number: unit.rtCro })
      : unit.rtCro
    : null;
  return (
    <div className="grid min-w-0 justify-items-start gap-1">
      {unit.rtName ? (
        <span className="break-words">{unit.rtName}</span>
      ) : (
        <span className="text-muted-foreground">{m.noRt}</span>
      )}
      {number ? <span className="text-muted-foreground text-xs tabular-nums">{number}</span> : null}
      {unit.stampReady ? null : <CroIncompleteBadge />}
    </div>
  );
}

export function userCountText(n: number): string {
  return countText(n, m.usersOne, m.usersOther);
}
