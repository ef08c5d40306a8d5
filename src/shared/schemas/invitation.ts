import { INVITATION_STATUSES } from '../constants';
import { commonMessages } from '../messages/common';
import { validationMessages } from '../messages/validation';
import { EmailSchema, PasswordSchema, PersonNameSchema, RoleSchema, UnitIdSchema } from './user';
import { z } from './z';

const m = commonMessages.validation;

/** An invitation as admins see it (issue 36); `status` is read from its dates at the time of asking. */
export const InvitationSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  unitId: z.string().nullable(),
  unitName: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  invitedByName: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const InvitationListSchema = z.object({ items: z.array(InvitationSchema), total: z.number() });
export type InvitationList = z.infer<typeof InvitationListSchema>;

export const InvitationListQuerySchema = z.strictObject({
  status: z.enum(INVITATION_STATUSES, { error: validationMessages.invalidOption }).optional(),
});

/** The link is returned every time, so an admin can send it by WhatsApp when e-mail is off. */
export const InvitationCreatedSchema = z.object({
  invitation: InvitationSchema,
  url: z.string(),
  /** True when the link also went out by e-mail (SMTP configured). */
  emailed: z.boolean(),
});
export type InvitationCreated = z.infer<typeof InvitationCreatedSchema>;

export const CreateInvitationInputSchema = z.strictObject({
  name: PersonNameSchema,
  email: EmailSchema,
  role: RoleSchema,
  /** Required for a franqueado: an active clinic unit (never the franchisor's own). */
  unitId: UnitIdSchema.nullish(),
});
export type CreateInvitationInput = z.input<typeof CreateInvitationInputSchema>;

/** The link's token is 32 random bytes in base64url (43 characters); anything far off is refused. */
export const InvitationTokenSchema = z
  .string({ error: m.invitationTokenRequired })
  .min(1, m.invitationTokenRequired)
  .max(200, m.invitationTokenRequired);

export const InvitationPreviewQuerySchema = z.strictObject({ token: InvitationTokenSchema });

/** What the invitee sees on /convite before choosing a password. */
export const InvitationPreviewSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: RoleSchema,
  unitName: z.string().nullable(),
  invitedByName: z.string().nullable(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

export const AcceptInvitationInputSchema = z.strictObject({
  token: InvitationTokenSchema,
  password: PasswordSchema,
});
export type AcceptInvitationInput = z.input<typeof AcceptInvitationInputSchema>;

/** A CSV import: good rows invited, bad rows with their line and why (pt-BR). */
export const InvitationImportResultSchema = z.object({
  /** How many rows were invited. */
  created: z.number(),
  /** Each invited row's invitation and link, in the sheet's order. */
  invitations: z.array(InvitationCreatedSchema),
  errors: z.array(z.object({ line: z.number(), message: z.string() })),
});
export type InvitationImportResult = z.infer<typeof InvitationImportResultSchema>;
