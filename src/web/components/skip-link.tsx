import type { ReactNode } from 'react';

/**
 * A link for keyboard users past what stands before a page's main part ('Pular para os
 * resultados'): hidden until focused, then pinned to the top left. It moves the focus itself, so
 * the next Tab reaches the first control after the target (a bare '#id' jump would also write the
 * id into the address).
 */
export function SkipLink({ targetId, children }: { targetId: string; children: ReactNode }) {
  return (
    <a
      href={`#${targetId}`}
      onClick={(event) => {
        const target = document.getElementById(targetId);
        if (!target) return;
        event.preventDefault();
        target.focus({ preventScroll: true });
        target.scrollIntoView({ block: 'start' });
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:font-medium focus:text-sm focus:shadow-md focus:outline-none focus:ring-2 focus:ring-ring"
    >
      {children}
    </a>
  );
}
