import { galleryMessages } from '@shared/messages/gallery';
import { cn } from '@web/lib/utils';
import { LayoutGridIcon, ListIcon, type LucideIcon, RectangleHorizontalIcon } from 'lucide-react';
import { VIEW_MODES, type ViewMode } from '../lib/layout';

const OPTIONS: Record<ViewMode, { label: string; icon: LucideIcon }> = {
  large: { label: galleryMessages.gallery.viewLarge, icon: RectangleHorizontalIcon },
  compact: { label: galleryMessages.gallery.viewCompact, icon: LayoutGridIcon },
  list: { label: galleryMessages.gallery.viewList, icon: ListIcon },
};

/** Grade / Compacta / Lista as a segmented control (labels from `sm`, icons always). */
export function ViewModeToggle({
  value,
  onChange,
  className,
}: {
  value: ViewMode;
  onChange: (mode: ViewMode) => void;
  className?: string;
}) {
  return (
    <fieldset
      className={cn(
        'm-0 inline-flex h-9 min-w-0 items-center rounded-lg border-0 bg-muted p-[3px]',
        className,
      )}
    >
      <legend className="sr-only">{galleryMessages.gallery.viewMode}</legend>
      {VIEW_MODES.map((mode) => {
        const { label, icon: Icon } = OPTIONS[mode];
        const active = value === mode;
        return (
          <button
            key={mode}
            type="button"
            aria-pressed={active}
            title={label}
            onClick={() => onChange(mode)}
            className={cn(
              'inline-flex h-full items-center gap-1.5 rounded-md px-2.5 font-medium text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
              active
                ? 'bg-background text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <Icon aria-hidden className="size-4" />
            <span className="sr-only sm:not-sr-only">{label}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
