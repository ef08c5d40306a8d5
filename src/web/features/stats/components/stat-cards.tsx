import { statsMessages } from '@shared/messages/stats';
import type { Stats } from '@shared/schemas/stats';
import { formatCount } from '@web/lib/format';
import { DownloadIcon, EyeIcon, FilesIcon, type LucideIcon, TrendingUpIcon } from 'lucide-react';

const m = statsMessages.statsPage;

/** SPEC 'Stats': total files, downloads, views and the (rounded) average downloads per file. */
export function StatCards({ totals }: { totals: Stats['totals'] }) {
  const cards: Array<{ label: string; value: number; icon: LucideIcon }> = [
    { label: m.totalAssets, value: totals.assets, icon: FilesIcon },
    { label: m.totalDownloads, value: totals.downloads, icon: DownloadIcon },
    { label: m.totalViews, value: totals.views, icon: EyeIcon },
    { label: m.averageDownloads, value: totals.averageDownloads, icon: TrendingUpIcon },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map((card) => (
        <div key={card.label} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs sm:p-5">
          {/* dt right under the group's div (a wrapper between them breaks the list for readers). */}
          <dt className="flex items-start justify-between gap-2 text-muted-foreground text-sm leading-snug">
            <span className="text-pretty">{card.label}</span>
            <span
              aria-hidden
              className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary"
            >
              <card.icon className="size-4" />
            </span>
          </dt>
          <dd className="font-semibold text-2xl tabular-nums tracking-tight sm:text-3xl">
            {formatCount(card.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
