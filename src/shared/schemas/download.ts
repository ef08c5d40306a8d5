import { DOWNLOAD_FORMATS } from '../constants';
import { downloadsMessages } from '../messages/downloads';
import { z } from './z';

const m = downloadsMessages.downloadFormats;

export const DownloadFormatSchema = z.enum(DOWNLOAD_FORMATS, { error: m.formatInvalid });

/** "1"/"0" in a query string or a form post; JSON may send true/false (or 1/0) too. */
export const StampFlagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1'])], { error: m.stampInvalid })
  .transform((value) => value === true || value === 1 || value === '1');

/** `format` and `stamp` of a single download, a ZIP or an album ZIP; defaults: original, unstamped. */
export const DownloadOptionsSchema = z.object({
  format: DownloadFormatSchema.default('original'),
  stamp: StampFlagSchema.default(false),
});
export type DownloadOptions = z.output<typeof DownloadOptionsSchema>;

/**
 * A single download's options: those of a ZIP, and `metadata=keep` (admins only) for the original
 * exactly as uploaded, its GPS, camera and author fields included. Without it every image leaves clean.
 */
export const SingleDownloadOptionsSchema = DownloadOptionsSchema.extend({
  metadata: z.enum(['keep'], { error: m.metadataInvalid }).optional(),
}).refine((options) => options.metadata !== 'keep' || (options.format === 'original' && !options.stamp), {
  message: m.metadataOriginalOnly,
  path: ['metadata'],
});
export type SingleDownloadOptions = z.output<typeof SingleDownloadOptionsSchema>;
