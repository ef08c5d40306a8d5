import { format } from '@shared/messages/format';
import { unitsMessages } from '@shared/messages/units';
import type { Unit } from '@shared/schemas/unit';
import { SearchInput } from '@web/components/search-input';
import { LoadError, StatePanel } from '@web/components/state-panels';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { ListSkeleton } from '@web/components/ui/skeleton';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { Building2Icon, FileUpIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { useUnits } from '../api/get-units';
import { ImportUnitsDialog } from './import-units-dialog';
import { UnitFormDialog } from './unit-form-dialog';
import { UnitStatusDialog } from './unit-status-dialog';
import { UnitsTable } from './units-table';

const m = unitsMessages.unitsAdmin;
type StatusFilter = 'all' | 'true' | 'false';

/** /units: the network's clinics, their council data and users; create, edit, (de)activate, import. */
export function UnitsPanel() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const q = useDebouncedValue(search.trim(), 250);
  const units = useUnits({ q: q || undefined, active: status === 'all' ? undefined : status });
  const [formTarget, setFormTarget] = useState<Unit | 'new' | null>(null);
  const [toggling, setToggling] = useState<Unit | null>(null);
  const [importing, setImporting] = useState(false);
  const filtered = Boolean(q) || status !== 'all';
  const list = units.data?.items ?? [];

  return (
    <Card className="gap-0 overflow-hidden pb-0">
      <div className="flex flex-col gap-4 border-b px-6 pb-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <h1 className="font-semibold text-lg leading-tight">{unitsMessages.units.title}</h1>
          <p className="text-muted-foreground text-sm">{m.description}</p>
          {units.data ? (
            <p className="font-medium text-foreground/80 text-sm" aria-live="polite">
              {units.data.total === 1 ? m.totalOne : format(m.totalOther, { n: units.data.total })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" onClick={() => setImporting(true)} className="w-full sm:w-auto">
            <FileUpIcon aria-hidden />
            {m.importCsv}
          </Button>
          <Button onClick={() => setFormTarget('new')} className="w-full sm:w-auto">
            <PlusIcon aria-hidden />
            {m.newUnit}
          </Button>
        </div>
      </div>
      <div className="flex flex-col gap-3 border-b px-6 py-4 sm:flex-row sm:items-center">
        <SearchInput
          value={search}
          onValueChange={setSearch}
          label={m.search}
          placeholder={m.searchPlaceholder}
          wrapperClassName="w-full sm:max-w-sm"
        />
        <Select value={status} onValueChange={(next) => setStatus(next as StatusFilter)}>
          <SelectTrigger className="w-full sm:w-40" aria-label={m.filter}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{m.filterAll}</SelectItem>
            <SelectItem value="true">{m.filterActive}</SelectItem>
            <SelectItem value="false">{m.filterInactive}</SelectItem>
          </SelectContent>
        </Select>
      </div>
      <CardContent className="px-0">
        {units.isPending ? (
          <ListSkeleton rows={4} className="gap-4 p-6" />
        ) : units.isError ? (
          <div className="p-6">
            <LoadError message={m.loadError} onRetry={() => units.refetch()} />
          </div>
        ) : list.length === 0 ? (
          <StatePanel
            icon={Building2Icon}
            title={m.emptyTitle}
            text={filtered ? m.emptyFiltered : m.emptyDescription}
            actions={
              filtered ? null : (
                <>
                  <Button onClick={() => setFormTarget('new')}>
                    <PlusIcon aria-hidden />
                    {m.newUnit}
                  </Button>
                  <Button variant="outline" onClick={() => setImporting(true)}>
                    <FileUpIcon aria-hidden />
                    {m.importCsv}
                  </Button>
                </>
              )
            }
          />
        ) : (
          <UnitsTable units={list} onEdit={setFormTarget} onToggleActive={setToggling} />
        )}
      </CardContent>
      <UnitFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <UnitStatusDialog unit={toggling} onClose={() => setToggling(null)} />
      <ImportUnitsDialog open={importing} onOpenChange={setImporting} />
    </Card>
  );
}
