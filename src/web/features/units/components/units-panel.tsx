import { unitsMessages } from '@shared/messages/units';
import type { Unit } from '@shared/schemas/unit';
import { ListCard, ListCardBody } from '@web/components/list-card';
import { SearchInput } from '@web/components/search-input';
import { StatePanel } from '@web/components/state-panels';
import { Button } from '@web/components/ui/button';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { countText } from '@web/lib/format';
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

  const newUnit = (
    <Button onClick={() => setFormTarget('new')}>
      <PlusIcon aria-hidden />
      {m.newUnit}
    </Button>
  );
  const importCsv = (
    <Button variant="outline" onClick={() => setImporting(true)}>
      <FileUpIcon aria-hidden />
      {m.importCsv}
    </Button>
  );

  return (
    <ListCard
      title={unitsMessages.units.title}
      description={m.description}
      summary={
        units.data ? (
          <p className="font-medium text-foreground/80 text-sm" aria-live="polite">
            {countText(units.data.total, m.totalOne, m.totalOther)}
          </p>
        ) : null
      }
      actions={
        <>
          {importCsv}
          {newUnit}
        </>
      }
    >
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
      <ListCardBody
        query={units}
        skeletonRows={4}
        loadError={m.loadError}
        isEmpty={list.length === 0}
        empty={
          <StatePanel
            icon={Building2Icon}
            title={m.emptyTitle}
            text={filtered ? m.emptyFiltered : m.emptyDescription}
            actions={
              filtered ? null : (
                <>
                  {newUnit}
                  {importCsv}
                </>
              )
            }
          />
        }
      >
        <UnitsTable units={list} onEdit={setFormTarget} onToggleActive={setToggling} />
      </ListCardBody>
      <UnitFormDialog target={formTarget} onClose={() => setFormTarget(null)} />
      <UnitStatusDialog unit={toggling} onClose={() => setToggling(null)} />
      <ImportUnitsDialog open={importing} onOpenChange={setImporting} />
    </ListCard>
  );
}
