import type { DownloadFormat } from '@shared/constants';
import { downloadQuery } from '@shared/domain/download-query';
import { assetsMessages } from '@shared/messages/assets';
import { format } from '@shared/messages/format';
import { startFrameDownload } from '@web/lib/frame-download';

/** Where the browser streams the campaign's ZIP from (nothing is held in memory). */
export function campaignDownloadUrl(id: string): string {
  return `/api/campaigns/${encodeURIComponent(id)}/download`;
}

/**
 * 'Baixar tudo': GET /api/campaigns/:id/download told as an album's ZIP is ('Iniciando download...',
 * the browser's own progress, a refusal in place of the toast, 'Baixar sem os dados' for the stamp).
 */
export function downloadCampaign(
  campaign: { id: string; assetCount: number },
  choice?: { format: DownloadFormat; stamp: boolean },
) {
  startFrameDownload(
    `${format(assetsMessages.assetActions.zipStarting, { n: campaign.assetCount })} ${assetsMessages.assetActions.zipContinues}`,
    {
      withoutUnit: choice?.stamp ? () => downloadCampaign(campaign, { ...choice, stamp: false }) : undefined,
    },
  ).submit(`${campaignDownloadUrl(campaign.id)}${choice ? downloadQuery(choice) : ''}`);
}
