import { galleryMessages } from '@shared/messages/gallery';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { cn } from '@web/lib/utils';
import { CheckSquareIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ViewMode } from '../lib/layout';
import { ViewModeToggle } from './view-mode-toggle';

export interface ResultsToolbarProps {
  /** '12 resultados'; null while the first answer is pending. */
  countLabel: string | null;
  refreshing: boolean;
  view: ViewMode;
  onViewChange: (mode: ViewMode) => void;
  /** 'Selecionar Múltiplos' turns it on and off. */
  selection: { active: boolean; setActive: (active: boolean) => void };
  /** The 'Filtros' drawer button on small screens. */
  start?: ReactNode;
}

export function ResultsToolbar({
  countLabel,
  refreshing,
  view,
  onViewChange,
  selection,
  start,
}: ResultsToolbarProps) {
  const { active: selecting, setActive: onSelectingChange } = selection;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {start}
      <p
        className="order-last flex w-full items-center gap-2 font-medium text-sm sm:order-none sm:mr-auto sm:min-h-9 sm:w-auto"
        aria-live="polite"
        data-testid="results-count"
      >
        {countLabel}
        {refreshing ? <Spinner className="size-3.5" /> : null}
      </p>
      <ViewModeToggle value={view} onChange={onViewChange} className="ml-auto sm:ml-0" />
      <Button
        variant="outline"
        aria-pressed={selecting}
        onClick={() => onSelectingChange(!selecting)}
        className={cn(selecting && 'border-primary/50 bg-accent text-accent-foreground')}
        title={galleryMessages.gallery.selectMultiple}
      >
        <CheckSquareIcon aria-hidden />
        <span className="sr-only md:not-sr-only">{galleryMessages.gallery.selectMultiple}</span>
      </Button>
    </div>
  );
}
