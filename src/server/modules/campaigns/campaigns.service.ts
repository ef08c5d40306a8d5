import type { Readable } from 'node:stream';
import type { Role } from '../../../shared/constants';
import { networkDay } from '../../../shared/domain/network-date';
import type {
  Campaign,
  CampaignDetail,
  CampaignList,
  CreateCampaignValues,
  UpdateCampaignValues,
} from '../../../shared/schemas/campaign';
import type { DownloadOptions } from '../../../shared/schemas/download';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { AssetReader } from '../asset-read';
import { type Audience, audienceOf, toAsset } from '../asset-read';
import type { DownloadsService } from '../downloads';
import { downloadFileName } from '../downloads';
import { campaignStatus } from './campaign-status';
import type { CampaignRow, CampaignsRepository, PieceSummary } from './campaigns.repository';

/** Who reads or changes a campaign: their id and role (admins see every piece). */
export interface CampaignViewer {
  id: string;
  role: Role;
}

/** The in-app notification service's one call a campaign start needs (modules/notifications). */
export interface CampaignNotifier {
  notify(notice: {
    to: { roles: Role[] };
    kind: 'campaign-started';
    subjectId: string;
    params: { name: string };
    link: string;
  }): Promise<unknown>;
}

interface Deps {
  campaigns: CampaignsRepository;
  assets: AssetReader;
  downloads: DownloadsService;
  notifications: CampaignNotifier;
  clock: Clock;
  log?: { error(object: unknown, message: string): void };
}

/** Who hears that a campaign started: the network (admins made it). */
const ANNOUNCED_TO: Role[] = ['franqueado', 'user'];

const notFound = () => new AppError('CAMPAIGN_NOT_FOUND');

/**
 * Campaigns are the network's: every signed-in person sees them all; only admins write (the routes
 * say so). What a campaign shows of its pieces follows the viewer's audience: users and franqueados
 * see only the pieces published today, and a cover that is not published is not theirs to see.
 */
export function createCampaignsService({ campaigns, assets, downloads, notifications, clock, log }: Deps) {
  const audience = (viewer: CampaignViewer): Audience => audienceOf(viewer, clock);

  /** Campaign rows as the API shows them to `who`: status on its day, cover and count of what it sees. */
  async function toCampaigns(rows: CampaignRow[], who: Audience): Promise<Campaign[]> {
    const summaries = await campaigns.summarize(rows, who);
    const pictureIds = rows.flatMap((row) => {
      const picture = pictureOf(row, summaries.get(row.id)!);
      return picture ? [picture] : [];
    });
    // The card's picture is the asset's own thumbnail, as the gallery shows it.
    const pictures = new Map(
      (await assets.load([...new Set(pictureIds)], who)).map((record) => [record.row.id, toAsset(record)]),
    );
    return rows.map((row) => {
      const summary = summaries.get(row.id)!;
      const picture = pictures.get(pictureOf(row, summary) ?? '');
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        startsOn: row.startsOn,
        endsOn: row.endsOn,
        status: campaignStatus(row, who.today),
        coverAssetId: summary.coverVisible ? row.coverAssetId : null,
        thumbnailUrl: picture?.thumbnailUrl ?? null,
        placeholder: picture?.placeholder ?? null,
        assetCount: summary.count,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      };
    });
  }

  async function one(row: CampaignRow, who: Audience): Promise<Campaign> {
    return (await toCampaigns([row], who))[0]!;
  }

  async function found(id: string): Promise<CampaignRow> {
    const row = await campaigns.find(id);
    if (!row) throw notFound();
    return row;
  }

  /** The campaign with the pieces the viewer sees, in the admin's order. */
  async function get(id: string, viewer: CampaignViewer): Promise<CampaignDetail> {
    const who = audience(viewer);
    const row = await found(id);
    const records = await assets.load(await campaigns.pieceIds(id, who), who);
    return { ...(await one(row, who)), assets: records.map((record) => toAsset(record, who)) };
  }

  return {
    /** The campaigns with a day in `from`..`to` (both included), the earliest first. */
    async list(viewer: CampaignViewer, range: { from: string; to: string }): Promise<CampaignList> {
      const who = audience(viewer);
      const rows = await campaigns.listOverlapping(range.from, range.to);
      return { items: await toCampaigns(rows, who), today: who.today };
    },

    get,

    async create(input: CreateCampaignValues, viewer: CampaignViewer): Promise<Campaign> {
      const cover = input.coverAssetId ?? null;
      if (cover && !(await assets.findRow(cover))) throw new AppError('CAMPAIGN_COVER_NOT_FOUND');
      const row = await campaigns.create({
        name: input.name,
        description: input.description,
        startsOn: input.startsOn,
        endsOn: input.endsOn,
        coverAssetId: cover,
        createdBy: viewer.id,
      });
      return one(row, audience(viewer));
    },

    async update(id: string, input: UpdateCampaignValues, viewer: CampaignViewer): Promise<Campaign> {
      const updated = await campaigns.update(id, input, clock.now());
      if (updated) return one(updated, audience(viewer));
      // Nothing changed: say which rule stopped it.
      const current = await found(id);
      const startsOn = input.startsOn ?? current.startsOn;
      const endsOn = input.endsOn ?? current.endsOn;
      if (startsOn > endsOn) throw new AppError('CAMPAIGN_ENDS_BEFORE_START');
      throw new AppError('CAMPAIGN_COVER_NOT_A_PIECE');
    },

    async delete(id: string): Promise<void> {
      if (!(await campaigns.delete(id))) throw notFound();
    },

    /** Sets the pieces to `assetIds`, in that order, and answers the campaign as get() does. */
    async setPieces(id: string, assetIds: string[], viewer: CampaignViewer): Promise<CampaignDetail> {
      const result = await campaigns.replacePieces(id, assetIds, clock.now());
      if (!result.found) throw notFound();
      if (result.missing.length > 0)
        throw new AppError('CAMPAIGN_ASSETS_MISSING', {
          params: { n: result.missing.length },
          details: { missing: result.missing },
        });
      return get(id, viewer);
    },

    /**
     * "Baixar tudo": one ZIP of the pieces the viewer sees, in the formats and with the unit stamp
     * asked for, each piece counted as a download, exactly as an album's ZIP.
     */
    async download(
      id: string,
      viewer: CampaignViewer,
      options?: DownloadOptions,
    ): Promise<{ stream: Readable; fileName: string }> {
      const row = await found(id);
      const who = audience(viewer);
      const ids = await campaigns.pieceIds(id, who);
      if (ids.length === 0) throw new AppError('CAMPAIGN_EMPTY');
      const zip = await downloads.zip(ids, viewer.id, options, who);
      return { stream: zip.stream, fileName: downloadFileName(row.name, 'zip') };
    },

    /**
     * Tells the network about each campaign whose first day has come (and that is not over), once:
     * each one is claimed before anyone is told, so two processes never both send. When telling
     * fails the claim is given back for the next run. Returns how many campaigns were announced.
     */
    async announceStarted(): Promise<number> {
      const now = clock.now();
      const started = await campaigns.claimStarted(networkDay(now), now);
      let announced = 0;
      for (const campaign of started) {
        try {
          await notifications.notify({
            to: { roles: ANNOUNCED_TO },
            kind: 'campaign-started',
            subjectId: campaign.id,
            params: { name: campaign.name },
            link: `/campaigns/${campaign.id}`,
          });
          announced += 1;
        } catch (error) {
          log?.error({ err: error, campaignId: campaign.id }, 'campaigns: announcing a start failed');
          await campaigns.releaseClaim(campaign.id);
        }
      }
      return announced;
    },
  };
}

/** The picture of a campaign card: its cover when the viewer sees it, else its first piece with one. */
function pictureOf(row: CampaignRow, summary: PieceSummary): string | null {
  return summary.coverVisible ? row.coverAssetId : summary.firstWithThumbnail;
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;
