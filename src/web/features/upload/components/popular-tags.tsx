import { LIMITS } from '@shared/constants';
import { uploadMessages } from '@shared/messages/upload';
import { useTags } from '@web/lib/taxonomy';
import { cn } from '@web/lib/utils';
import { CheckIcon, PlusIcon } from 'lucide-react';

/** SPEC 9: the 10 popular tags (first by popularRank) as one-click buttons; pressed when already added. */
export function PopularTags({
  isSelected,
  onToggle,
  disabled,
}: {
  isSelected: (name: string) => boolean;
  onToggle: (name: string) => void;
  disabled?: boolean | undefined;
}) {
  const popular = useTags({ limit: LIMITS.popularTagButtons });
  const names = (popular.data?.items ?? []).map((tag) => tag.name);
  if (names.length === 0) return null;
  return (
    <div className="grid grid-cols-1 gap-2">
      <p className="text-muted-foreground text-xs">{uploadMessages.upload.popularTags}</p>
      <div className="flex flex-wrap gap-1.5">
        {names.map((name) => {
          const pressed = isSelected(name);
          return (
            <button
              key={name}
              type="button"
              aria-pressed={pressed}
              disabled={disabled}
              onClick={() => onToggle(name)}
              className={cn(
                'inline-flex h-7 items-center gap-1 rounded-full border px-2.5 text-xs outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50',
                pressed
                  ? 'border-primary bg-primary text-primary-foreground hover:bg-primary-hover'
                  : 'bg-background hover:border-primary/50 hover:bg-accent',
              )}
            >
              {pressed ? (
                <CheckIcon className="size-3" aria-hidden />
              ) : (
                <PlusIcon className="size-3" aria-hidden />
              )}
              {name}
            </button>
          );
        })}
      </div>
    </div>
  );
}
