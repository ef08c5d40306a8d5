import { format } from '@shared/messages/format';
import { unitsMessages } from '@shared/messages/units';
import type { Unit } from '@shared/schemas/unit';
import { actionsColumn, adminTableProps, DataTable, type DataTableColumn } from '@web/components/data-table';
import { IconButton } from '@web/components/icon-button';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { unitPlace } from '@web/components/unit-select';
import { BuildingIcon, PencilIcon, PowerIcon, PowerOffIcon } from 'lucide-react';
import { ResponsibleDentist, UnitStatusBadge, userCountText } from './unit-badges';

const m = unitsMessages.unitsAdmin;

export interface UnitsTableProps {
  units: readonly Unit[];
  onEdit: (unit: Unit) => void;
  onToggleActive: (unit: Unit) => void;
}

function UnitLogo({ unit }: { unit: Unit }) {
  return (
    <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-white">
      {unit.logoUrl ? (
        <img src={unit.logoUrl} alt="" className="size-full object-contain" />
      ) : (
        <BuildingIcon className="size-4 text-muted-foreground" aria-hidden />
      )}
    </span>
  );
}

function NameCell({ unit }: { unit: Unit }) {
  return (
    <div className="flex min-w-0 items-start gap-3">
      <UnitLogo unit={unit} />
      <div className="grid min-w-0 gap-0.5">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium leading-snug">
          <span className="break-words">{unit.name}</span>
          {unit.isFranchisor ? (
            <Badge variant="outline" className="font-normal">
              {m.franchisor}
            </Badge>
          ) : null}
        </span>
        {unitPlace(unit) ? <span className="text-muted-foreground text-sm">{unitPlace(unit)}</span> : null}
      </div>
    </div>
  );
}

function UnitActions({ unit, onEdit, onToggleActive }: { unit: Unit } & Omit<UnitsTableProps, 'units'>) {
  return (
    <div className="flex items-center justify-end gap-1">
      <IconButton
        icon={PencilIcon}
        label={format(m.edit, { name: unit.name })}
        tooltip
        onClick={() => onEdit(unit)}
      />
      {unit.isFranchisor ? null : (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onToggleActive(unit)}
          aria-label={format(unit.active ? m.deactivateLabel : m.reactivateLabel, { name: unit.name })}
          className={
            unit.active ? 'text-destructive hover:bg-destructive/10 hover:text-destructive' : undefined
          }
        >
          {unit.active ? <PowerOffIcon aria-hidden /> : <PowerIcon aria-hidden />}
          {unit.active ? m.deactivate : m.reactivate}
        </Button>
      )}
    </div>
  );
}

/** A table from lg up; stacked cards below, so nothing scrolls sideways on a phone. */
export function UnitsTable({ units, onEdit, onToggleActive }: UnitsTableProps) {
  const actions = (unit: Unit) => <UnitActions unit={unit} onEdit={onEdit} onToggleActive={onToggleActive} />;
  const columns: DataTableColumn<Unit>[] = [
    {
      id: 'name',
      header: m.colName,
      className: 'pr-4 pl-6',
      cellClassName: 'max-w-80',
      cell: (unit) => <NameCell unit={unit} />,
    },
    {
      id: 'rt',
      header: m.colRt,
      className: 'px-4',
      cellClassName: 'max-w-72',
      cell: (unit) => <ResponsibleDentist unit={unit} />,
    },
    {
      id: 'users',
      header: m.colUsers,
      className: 'whitespace-nowrap px-4',
      cellClassName: 'tabular-nums',
      cell: (unit) => userCountText(unit.userCount),
    },
    {
      id: 'status',
      header: m.colStatus,
      className: 'px-4',
      cell: (unit) => <UnitStatusBadge active={unit.active} />,
    },
    actionsColumn(m.colActions, actions),
  ];
  return (
    <DataTable
      {...adminTableProps}
      caption={unitsMessages.units.title}
      columns={columns}
      rows={units}
      rowClassName={(unit) => !unit.active && 'text-muted-foreground'}
      cardClassName="grid gap-3 px-4 py-4 sm:px-6"
      renderCard={(unit) => (
        <>
          <NameCell unit={unit} />
          <div className="grid gap-2 pl-12 text-sm">
            <ResponsibleDentist unit={unit} />
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-muted-foreground text-xs">
              <UnitStatusBadge active={unit.active} />
              <span>{userCountText(unit.userCount)}</span>
            </div>
          </div>
          <div className="-my-1">{actions(unit)}</div>
        </>
      )}
    />
  );
}
