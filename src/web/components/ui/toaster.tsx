import { messages } from '@shared/messages/pt-BR';
import { toasterMounted } from '@web/lib/notify';
import type * as React from 'react';
import { useEffect } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';

export function Toaster(props: ToasterProps) {
  return (
    <Sonner
      theme="light"
      position="top-right"
      richColors
      closeButton
      containerAriaLabel={messages.ui.notifications}
      toastOptions={{ closeButtonAriaLabel: messages.ui.closeNotification }}
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          '--border-radius': 'var(--radius)',
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
