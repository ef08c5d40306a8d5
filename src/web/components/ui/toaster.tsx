import { commonMessages } from '@shared/messages/common';
import { toasterMounted } from '@web/lib/notify';
import type * as React from 'react';
import { useEffect } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      theme="light"
      position="top-right"
      // Below the sticky header (h-16), never over it: a toast there hid the user menu and the bell,
      // and under a resting pointer (which pauses it) it stayed over them.
      offset={{ top: 76 }}
      mobileOffset={{ top: 72 }}
      richColors
      closeButton
      containerAriaLabel={commonMessages.ui.notifications}
      toastOptions={{ closeButtonAriaLabel: commonMessages.ui.closeNotification }}
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          '--border-radius': 'var(--radius)',
          // Sonner's rich colours put mid-tone text on pale backgrounds (green 4.4:1, amber 3:1):
          // darker shades of the same hues keep every toast at WCAG AA (4.5:1) or better.
          '--success-text': 'hsl(142 80% 22%)',
          '--info-text': 'hsl(212 85% 35%)',
          '--warning-text': 'hsl(28 90% 28%)',
          '--error-text': 'hsl(0 75% 38%)',
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

function MarkReady() {
  // After the container's own effects (an earlier sibling's): it is listening for toasts.
  useEffect(() => toasterMounted(), []);
  return null;
}

/** The container as the app mounts it: toasts asked for while it loaded are shown once it listens. */
export function ReadyToaster() {
  return (
    <>
      <Toaster />
      <MarkReady />
    </>
  );
}
