import { cn } from '@web/lib/utils';
import { Command as CommandPrimitive } from 'cmdk';
import { SearchIcon } from 'lucide-react';
import type * as React from 'react';
import { useCallback } from 'react';

/** cmdk's value while nothing is selected: no item has it, so cmdk does not select its first item by itself. */
const NOTHING = '\u0000';

/**
 * cmdk puts ids of its own on the list and the items; this puts the caller's `id` there instead, so a
 * text box outside cmdk can point at them (aria-controls, aria-activedescendant).
 */
function useOwnId<T extends HTMLElement>(id: string | undefined, ref: React.Ref<T> | undefined) {
  return useCallback(
    (node: T | null) => {
      if (node && id) node.id = id;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [id, ref],
  );
}

/**
 * cmdk's root. With a controlled `value`, '' means that no item is selected: cmdk would otherwise
 * select the first item as soon as it appears, and a combobox's Enter would no longer mean the text.
 */
export function Command({
  className,
  value,
  onValueChange,
  ...props
}: React.ComponentProps<typeof CommandPrimitive>) {
  return (
    <CommandPrimitive
      data-slot="command"
      value={value === '' ? NOTHING : value}
      onValueChange={onValueChange && ((next) => onValueChange(next === NOTHING ? '' : next))}
      className={cn('flex w-full flex-col text-popover-foreground outline-none', className)}
      {...props}
    />
  );
}

/** cmdk's own search box: its text filters the items (unless `shouldFilter={false}`). */
export function CommandInput({ className, ...props }: React.ComponentProps<typeof CommandPrimitive.Input>) {
  return (
    <div data-slot="command-input-wrapper" className="flex h-9 items-center gap-2 border-b px-3">
      <SearchIcon aria-hidden className="size-4 shrink-0 opacity-50" />
      <CommandPrimitive.Input
        data-slot="command-input"
        className={cn(
          'flex h-10 w-full rounded-md bg-transparent py-3 text-sm outline-hidden placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50',
          className,
        )}
        {...props}
      />
    </div>
  );
}

/** The listbox. Give it a `label` (its accessible name; cmdk's default is English). */
export function CommandList({
  id,
  className,
  ref,
  ...props
}: React.ComponentProps<typeof CommandPrimitive.List>) {
  return (
    <CommandPrimitive.List
      data-slot="command-list"
      ref={useOwnId(id, ref)}
      className={cn('max-h-72 scroll-py-1 overflow-y-auto overflow-x-hidden', className)}
      {...props}
    />
  );
}

export function CommandEmpty({ className, ...props }: React.ComponentProps<typeof CommandPrimitive.Empty>) {
  return (
    <CommandPrimitive.Empty
      data-slot="command-empty"
      className={cn('py-6 text-center text-sm', className)}
      {...props}
    />
  );
}

/** A group of options under a heading (the group is named by it). */
export function CommandGroup({ className, ...props }: React.ComponentProps<typeof CommandPrimitive.Group>) {
  return (
    <CommandPrimitive.Group
      data-slot="command-group"
      className={cn(
        'p-1 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground [&_[cmdk-group-heading]]:text-xs',
        className,
      )}
      {...props}
    />
  );
}

/**
 * An option: `onSelect` runs on click and on Enter while it is selected. Pressing it keeps the focus
 * where it is (the text box), so a click does not start closing the list.
 */
export function CommandItem({
  id,
  className,
  ref,
  onMouseDown,
  ...props
}: React.ComponentProps<typeof CommandPrimitive.Item>) {
  return (
    <CommandPrimitive.Item
      data-slot="command-item"
      ref={useOwnId(id, ref)}
      onMouseDown={(event) => {
        event.preventDefault();
        onMouseDown?.(event);
      }}
      className={cn(
        "relative flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden data-[disabled=true]:pointer-events-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground data-[disabled=true]:opacity-50 [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0",
        className,
      )}
      {...props}
    />
  );
}
