import { useRef } from 'react';

/**
 * Gives the focus back to what opened a dialog, for Radix's `onOpenAutoFocus`/`onCloseAutoFocus`.
 * Radix returns it only to its own Trigger, so a dialog opened from a card, a row's button or a menu
 * item left the focus on the page's body: a keyboard user started over from the top. A menu item
 * is gone by the time its dialog closes, so the menu's button gets the focus instead.
 */
export function useReturnFocus(open: boolean | undefined) {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // Read while rendering the opening: a field with autoFocus inside takes the focus as soon as it
  // is in the page, before any effect (or Radix's onOpenAutoFocus) could see the opener.
  if (open && !wasOpen.current) opener.current = openerOf(document.activeElement);
  wasOpen.current = Boolean(open);
  return {
    /** For `onOpenAutoFocus`: the opener of a dialog whose `open` is its own (a Radix Trigger). */
    rememberOpener: (event: Event) => {
      const inside = event.target instanceof Node && event.target.contains(document.activeElement);
      if (!inside) opener.current ??= openerOf(document.activeElement);
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}

function openerOf(element: Element | null): HTMLElement | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const menu = element.closest('[role="menu"]');
  if (menu?.id) {
    const button = document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`);
    if (button) return button;
  }
  return element;
}
