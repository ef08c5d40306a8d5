import { cn } from '@web/lib/utils';
import { cva } from 'class-variance-authority';
import { XIcon } from 'lucide-react';

const chipVariants = cva('inline-flex max-w-full items-center gap-1 rounded-full pr-1', {
  variants: {
    tone: {
      primary: 'bg-primary/10 text-primary',
      secondary: 'border bg-secondary text-secondary-foreground',
    },
    size: { sm: 'py-0.5 pl-2.5 text-xs', default: 'py-1 pl-3 text-sm' },
  },
});

export interface RemovableChip {
  key: string;
  text: string;
  /** The accessible name of its remove button ('Remover tag …'). */
  removeLabel: string;
}

export interface RemovableChipsProps {
  chips: readonly RemovableChip[];
  onRemove: (key: string) => void;
  /** The list's accessible name. */
  label?: string;
  disabled?: boolean | undefined;
  tone?: 'primary' | 'secondary';
  size?: 'sm' | 'default';
}

/** Chosen values as pills (categories, tags, expressions), each with a button that removes it. */
export function RemovableChips({
  chips,
  onRemove,
  label,
  disabled,
  tone = 'secondary',
  size = 'default',
}: RemovableChipsProps) {
  const small = size === 'sm';
  return (
    <ul className={cn('flex flex-wrap', small ? 'gap-1.5' : 'gap-2')} aria-label={label}>
      {chips.map((chip) => (
        <li key={chip.key} className={chipVariants({ tone, size })}>
          <span className="truncate">{chip.text}</span>
          <button
            type="button"
            onClick={() => onRemove(chip.key)}
            disabled={disabled}
            aria-label={chip.removeLabel}
            className={cn(
              'rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/50',
              small ? 'p-0.5' : 'grid size-6 place-items-center',
              tone === 'primary' ? 'hover:bg-primary/15' : 'hover:bg-foreground/10',
            )}
          >
            <XIcon className={small ? 'size-3' : 'size-3.5'} aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
