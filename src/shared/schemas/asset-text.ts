import { TEXT_LIMITS, TEXT_SOURCES, TEXT_STATUSES } from '../constants';
import { assetTextMessages } from '../messages/asset-text';
import { format } from '../messages/format';
import { multilineText, queryInteger } from './input';
import { z } from './z';

const m = assetTextMessages.assetText;

/** One page (PDF), slide (PPTX) or the whole file (page 1) of the text read inside a file. */
export const TextPageSchema = z.object({
  page: z.number(),
  text: z.string(),
  source: z.enum(TEXT_SOURCES),
  /** OCR only: the mean confidence (0..100) of the words kept. */
  confidence: z.number().optional(),
});
export type TextPage = z.infer<typeof TextPageSchema>;

/** GET /api/assets/:id/text: where reading the file stands, and what was read (same visibility as the asset). */
export const AssetTextSchema = z.object({
  status: z.enum(TEXT_STATUSES),
  /** Why reading failed (status `failed`), in pt-BR. */
  error: z.string().optional(),
  pages: z.array(TextPageSchema),
});
export type AssetText = z.infer<typeof AssetTextSchema>;

/** PUT /api/assets/:id/text (admin): the corrected text, kept as `edited` and preferred over a new reading. */
export const AssetTextInputSchema = z.strictObject({
  pages: z
    .array(
      z.strictObject({
        page: z
          .number({ error: format(m.pagesInvalid, { max: TEXT_LIMITS.editPages }) })
          .int(format(m.pagesInvalid, { max: TEXT_LIMITS.editPages }))
          .min(1, format(m.pagesInvalid, { max: TEXT_LIMITS.editPages }))
          .max(TEXT_LIMITS.editPages, format(m.pagesInvalid, { max: TEXT_LIMITS.editPages })),
        text: multilineText().max(
          TEXT_LIMITS.editPageChars,
          format(m.pageTooLong, { max: TEXT_LIMITS.editPageChars }),
        ),
      }),
    )
    .max(TEXT_LIMITS.editPages, format(m.pagesInvalid, { max: TEXT_LIMITS.editPages }))
    .refine(
      (pages) => new Set(pages.map((p) => p.page)).size === pages.length,
      format(m.pagesInvalid, { max: TEXT_LIMITS.editPages }),
    ),
});
export type AssetTextInput = z.infer<typeof AssetTextInputSchema>;

/**
 * Where a search hit was found only inside its file: the page and a snippet, the found words wrapped
 * in `<mark>…</mark>` and everything else HTML-escaped.
 */
export const TextMatchSchema = z.object({ page: z.number(), snippet: z.string() });
export type TextMatch = z.infer<typeof TextMatchSchema>;

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;

/** One job of the durable queue, as GET /api/jobs lists it (admin). */
export const JobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number(),
  error: z.string().optional(),
  createdAt: z.string(),
  finishedAt: z.string().optional(),
});
export type Job = z.infer<typeof JobSchema>;

export const JobListQuerySchema = z.object({
  kind: z
    .string()
    .regex(/^[a-z0-9.:-]{1,60}$/, assetTextMessages.jobs.kindInvalid)
    .optional(),
  status: z.enum(JOB_STATUSES, { error: assetTextMessages.jobs.statusInvalid }).optional(),
  limit: queryInteger(1, 200, assetTextMessages.jobs.limitInvalid).default(100),
});
export type JobListQuery = z.input<typeof JobListQuerySchema>;

export const JobListSchema = z.object({
  items: z.array(JobSchema),
  /** Jobs of the asked kind (all kinds when absent) per status. */
  counts: z.record(z.enum(JOB_STATUSES), z.number()),
});
export type JobList = z.infer<typeof JobListSchema>;

/** How many files' text is read, waiting, failed or illegible (the admin's statistics page). */
export const TextReadingStatsSchema = z.object({
  done: z.number(),
  pending: z.number(),
  failed: z.number(),
  none: z.number(),
});
export type TextReadingStats = z.infer<typeof TextReadingStatsSchema>;
