import type { ConsentState } from '@shared/constants';
import { networkDay } from '@shared/domain/network-date';
import { consentsMessages } from '@shared/messages/consents';
import { format } from '@shared/messages/format';
import { ListCard } from '@web/components/list-card';
import { LoadError } from '@web/components/state-panels';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { countText } from '@web/lib/format';
import { useSearchParams } from 'react-router';
import { useConsents } from '../api/get-consents';
import { ConsentsTable } from './consents-table';

const m = consentsMessages.consents;

/** The filters in the page's order, each with the word the address carries (`?filtro=vencendo`). */
const FILTERS: ReadonlyArray<{ state: ConsentState; slug: string }> = [
  { state: 'expiring', slug: 'vencendo' },
  { state: 'expired', slug: 'expirados' },
  { state: 'revoked', slug: 'revogados' },
  { state: 'valid', slug: 'validos' },
];

function stateOf(slug: string | null): ConsentState {
  return FILTERS.find((filter) => filter.slug === slug)?.state ?? 'expiring';
}

function FilteredList({ state }: { state: ConsentState }) {
  const query = useConsents(state);
  const data = query.data;
  const today = networkDay(new Date());
  if (query.isError && !data) return <LoadError message={m.listLoadError} onRetry={() => query.refetch()} />;
  const items = data?.items ?? [];
  return (
    <>
      {data && data.total > 0 ? (
        <p className="px-6 pb-3 font-medium text-foreground/80 text-sm" aria-live="polite">
          {countText(data.total, m.totalOne, m.total)}
          {data.total > items.length
            ? ` ${format(m.showingFirst, { shown: items.length, n: data.total })}`
            : null}
        </p>
      ) : null}
      <ConsentsTable consents={items} state={state} today={today} loading={!data} />
    </>
  );
}

/**
 * /consentimentos (admin, issue 16): the patients' consents by state today — expiring within 30
 * days, expired, revoked, valid — each row leading to its asset. The filter is in the address.
 */
export function ConsentsScreen() {
  const [params, setParams] = useSearchParams();
  const state = stateOf(params.get('filtro'));
  const select = (value: string) => {
    const slug = FILTERS.find((filter) => filter.state === value)?.slug ?? 'vencendo';
    setParams({ filtro: slug }, { replace: true });
  };

  return (
    <ListCard title={m.pageTitle} description={m.pageDescription}>
      <Tabs value={state} onValueChange={select} className="gap-0">
        <div className="border-b px-6 py-4">
          <TabsList
            aria-label={m.filterLabel}
            className="grid h-auto w-full grid-cols-2 gap-1 sm:inline-flex sm:w-fit"
          >
            {FILTERS.map((filter) => (
              <TabsTrigger key={filter.state} value={filter.state} className="h-8 px-3">
                {m.filters[filter.state]}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {FILTERS.map((filter) => (
          <TabsContent key={filter.state} value={filter.state} className="pt-4 outline-none">
            <FilteredList state={filter.state} />
          </TabsContent>
        ))}
      </Tabs>
    </ListCard>
  );
}
