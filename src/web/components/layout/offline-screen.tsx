import { commonMessages } from '@shared/messages/common';
import { useQueryClient } from '@tanstack/react-query';
import { PendingButton } from '@web/components/pending-button';
import { StatePanel } from '@web/components/state-panels';
import { api, lazySchema } from '@web/lib/api-client';
import { clearOffline, useOffline } from '@web/lib/connection';
import { RotateCwIcon, WifiOffIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

// Part of the entry (every page may go offline): its schema loads with the first check.
const healthAnswer = lazySchema(() => import('@shared/schemas/system').then((m) => m.HealthSchema));

/**
 * 'Sem conexão' over the whole app while the network is gone (lib/connection). The page stays
 * mounted underneath, so a half-filled form is still there when the network comes back; the
 * browser's `online` event, or a successful 'Tentar novamente', takes the screen away.
 */
export function OfflineScreen() {
  const offline = useOffline();
  const client = useQueryClient();
  const [checking, setChecking] = useState(false);
  const retryRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    if (offline) retryRef.current?.focus();
  }, [offline]);

  if (!offline) return null;

  const retry = async () => {
    setChecking(true);
    try {
      // Still offline: the call fails and the screen stays (the API client notes the failure).
      await api.get('/api/health', healthAnswer);
      clearOffline();
      void client.refetchQueries({ type: 'active' });
    } catch {
      // The screen already says what to do.
    } finally {
      setChecking(false);
    }
  };

  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="offline-screen"
      className="fixed inset-0 z-[60] flex flex-col bg-background"
    >
      <StatePanel
        size="page"
        tone="muted"
        icon={WifiOffIcon}
        titleAs="h2"
        title={<span id={titleId}>{commonMessages.offline.title}</span>}
        text={<span id={textId}>{commonMessages.offline.description}</span>}
        actions={
          <PendingButton
            ref={retryRef}
            pending={checking}
            icon={<RotateCwIcon aria-hidden />}
            onClick={() => void retry()}
          >
            {commonMessages.offline.retry}
          </PendingButton>
        }
      />
    </div>
  );
}
