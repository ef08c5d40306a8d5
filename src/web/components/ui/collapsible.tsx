import { Collapsible as CollapsiblePrimitive } from 'radix-ui';

// Expandable sections (gallery sidebar groups, 'Tags Populares'): Radix wires aria-expanded/controls.
export const Collapsible = CollapsiblePrimitive.Root;
export const CollapsibleTrigger = CollapsiblePrimitive.Trigger;
export const CollapsibleContent = CollapsiblePrimitive.Content;
