import { z } from './z';

/** The first-run checklist's steps, in the order the home shows them (issue 36). */
export const SETUP_STEP_IDS = ['brand', 'units', 'people'] as const;
export type SetupStepId = (typeof SETUP_STEP_IDS)[number];

export const SetupStepSchema = z.object({
  id: z.enum(SETUP_STEP_IDS),
  done: z.boolean(),
});
export type SetupStep = z.infer<typeof SetupStepSchema>;

/** GET /api/setup/checklist (admin): the home shows it while a step is open and nobody dismissed it. */
export const SetupChecklistSchema = z.object({
  steps: z.array(SetupStepSchema),
  dismissed: z.boolean(),
});
export type SetupChecklist = z.infer<typeof SetupChecklistSchema>;
