import { messages } from '@shared/messages/pt-BR';
import { notify } from '@web/lib/notify';
import { useCallback } from 'react';

/** The address to share: the asset's page (DESIGN departure 5: files are not public URLs). */
export function assetPageUrl(id: string, origin = window.location.origin): string {
  return `${origin}/asset/${encodeURIComponent(id)}`;
}

/** For pages served over plain http on a network address, where navigator.clipboard is absent. */
function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused: try the old way.
  }
  return legacyCopy(text);
}

/** 'Copiar link': 'Link copiado com sucesso!' or 'Erro ao copiar link' (SPEC section 8). */
export function useCopyAssetLink() {
  return useCallback(async (id: string) => {
    const ok = await copyText(assetPageUrl(id));
    if (ok) notify.success(messages.assetActions.linkCopied);
    else notify.error(messages.assetActions.copyError);
  }, []);
}
