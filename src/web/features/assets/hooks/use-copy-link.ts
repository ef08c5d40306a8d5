import { assetsMessages } from '@shared/messages/assets';
import { copyText } from '@web/lib/clipboard';
import { notify } from '@web/lib/notify';
import { useCallback } from 'react';

/** The address to share: the asset's page (DESIGN departure 5: files are not public URLs). */
export function assetPageUrl(id: string, origin = window.location.origin): string {
  return `${origin}/asset/${encodeURIComponent(id)}`;
}

/** 'Copiar link': 'Link copiado com sucesso!' or 'Erro ao copiar link' (SPEC section 8). */
export function useCopyAssetLink() {
  return useCallback(async (id: string) => {
    const ok = await copyText(assetPageUrl(id));
    if (ok) notify.success(assetsMessages.assetActions.linkCopied);
    else notify.error(assetsMessages.assetActions.copyError);
  }, []);
}
