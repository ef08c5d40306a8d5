import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/utils';
import { SearchIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

export interface SearchInputProps extends Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'value'> {
  value: string;
  onValueChange(value: string): void;
  /** The accessible name (the placeholder is not one), and the placeholder unless one is given. */
  label: string;
  /** Classes of the wrapper (width, margins); `className` styles the input itself. */
  wrapperClassName?: string;
}

/** A search box: magnifier inside, `type="search"` (Esc clears it), named for screen readers. */
export function SearchInput({
  value,
  onValueChange,
  label,
  placeholder = label,
  wrapperClassName,
  className,
  ...props
}: SearchInputProps) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <SearchIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-label={label}
        placeholder={placeholder}
        className={cn('pl-9', className)}
        {...props}
      />
    </div>
  );
}
