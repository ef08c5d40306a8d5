import { ACCOUNT_STATUSES, LIMITS, ROLES } from '../constants';
import { commonMessages } from '../messages/common';
import { validationMessages } from '../messages/validation';
import { safeText } from './input';
import { z } from './z';

const m = commonMessages.validation;

/**
 * A text field: `required` when it is missing, the generic type message when it is not text; control
 * characters refused (the shared rule in `safeText`).
 */
export function textField(required: string) {
  return safeText({
    error: (issue) =>
      issue.input === undefined || issue.input === null ? required : validationMessages.invalidType,
  });
}

/**
 * A person's or unit's name: letters (any accent), digits, spaces, apostrophes, dots and hyphens.
 * Markup and SQL punctuation are refused rather than stored, so no screen ever has to defend itself.
 */
export const PersonNameSchema = textField(m.nameRequired)
  .trim()
  .min(1, m.nameRequired)
  .max(LIMITS.nameMaxLength, m.nameTooLong)
  .regex(/^[\p{L}\p{M}\p{N} '’.-]+$/u, m.nameCharacters)
  .refine((name) => /\p{L}/u.test(name), m.nameCharacters);

export const EmailSchema = textField(m.emailRequired)
  .trim()
  .min(1, m.emailRequired)
  .max(LIMITS.emailMaxLength, m.emailInvalid)
  .pipe(z.email(m.emailInvalid))
  .transform((email) => email.toLowerCase());

export const PasswordSchema = textField(m.passwordRequired)
  .min(1, m.passwordRequired)
  .min(LIMITS.passwordMinLength, m.passwordTooShort)
  .max(LIMITS.passwordMaxLength, m.passwordTooLong);

export const RoleSchema = z.enum(ROLES, { error: m.roleInvalid });
/** A unit picked in a form; whether it exists, is active and is required is the server's rule. */
export const UnitIdSchema = z.union([z.literal('').transform(() => null), z.uuid(m.unitRequired)], {
  error: m.unitRequired,
});
/** Self-registration never offers Administrador (DESIGN.md departure 1). */
export const SelfRoleSchema = z.enum(['user', 'franqueado'], { error: m.roleInvalid });

export const SessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
  avatarUrl: z.string().nullable(),
  emailNotifications: z.boolean(),
  /** The unit (clinic) the person belongs to; a franqueado always has one. */
  unitId: z.string().nullable(),
  unitName: z.string().nullable(),
  /** 'pending': signed up, waiting for an admin (reads nothing); see ACCOUNT_STATUSES. */
  status: z.enum(ACCOUNT_STATUSES),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const SessionResponseSchema = z.object({ user: SessionUserSchema });
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const RegisterInputSchema = z.strictObject({
  name: PersonNameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  role: SelfRoleSchema.optional(),
  /** The franchisee's clinic (an active unit); required when `role` is franqueado. */
  unitId: UnitIdSchema.nullish(),
  /** The one-time link printed at first start (`/auth?setup=`): makes the first account admin. */
  setupToken: z.string().max(200).optional(),
});
export type RegisterInput = z.input<typeof RegisterInputSchema>;

export const LoginInputSchema = z.strictObject({
  email: EmailSchema,
  password: textField(m.passwordRequired).min(1, m.passwordRequired).max(LIMITS.passwordMaxLength),
});
export type LoginInput = z.input<typeof LoginInputSchema>;

export const UpdateProfileInputSchema = z.strictObject({ name: PersonNameSchema });
export type UpdateProfileInput = z.input<typeof UpdateProfileInputSchema>;

export const ChangePasswordInputSchema = z.strictObject({
  currentPassword: textField(m.passwordRequired).min(1, m.passwordRequired).max(LIMITS.passwordMaxLength),
  newPassword: PasswordSchema,
});
export type ChangePasswordInput = z.input<typeof ChangePasswordInputSchema>;

export const PasswordResetRequestInputSchema = z.strictObject({ email: EmailSchema });
export type PasswordResetRequestInput = z.input<typeof PasswordResetRequestInputSchema>;

/** The link's token is 32 random bytes in base64url (43 characters); anything far off is refused. */
export const PasswordResetConfirmInputSchema = z.strictObject({
  token: z.string({ error: m.resetTokenRequired }).min(1, m.resetTokenRequired).max(200),
  password: PasswordSchema,
});
export type PasswordResetConfirmInput = z.input<typeof PasswordResetConfirmInputSchema>;

export const PreferencesInputSchema = z.strictObject({
  emailNotifications: z.boolean({ error: m.booleanRequired }),
});
export type PreferencesInput = z.input<typeof PreferencesInputSchema>;

export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: RoleSchema,
  avatarUrl: z.string().nullable(),
  unitId: z.string().nullable(),
  unitName: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** `GET /api/users?status=`: one status only (the pending accounts), every account without it. */
export const UserListQuerySchema = z.strictObject({
  status: z.enum(ACCOUNT_STATUSES, { error: m.statusInvalid }).optional(),
});

/** Approving a pending account may correct the role and unit the person asked for. */
export const ApproveUserInputSchema = z.strictObject({
  role: RoleSchema.optional(),
  unitId: UnitIdSchema.nullable().optional(),
});
export type ApproveUserInput = z.input<typeof ApproveUserInputSchema>;

export const UserListSchema = z.object({ items: z.array(UserSchema), total: z.number() });
export type UserList = z.infer<typeof UserListSchema>;

export const CreateUserInputSchema = z.strictObject({
  name: PersonNameSchema,
  email: EmailSchema,
  password: PasswordSchema,
  role: RoleSchema,
  /** Required for a franqueado (UNIT_REQUIRED), optional for the others. */
  unitId: UnitIdSchema.nullish(),
});
export type CreateUserInput = z.input<typeof CreateUserInputSchema>;

export const UpdateUserInputSchema = z
  .strictObject({
    role: RoleSchema.optional(),
    name: PersonNameSchema.optional(),
    /** null takes the person out of their unit (refused for a franqueado). */
    unitId: UnitIdSchema.nullable().optional(),
  })
  .refine(
    (input) => input.role !== undefined || input.name !== undefined || input.unitId !== undefined,
    m.nothingToUpdate,
  );
export type UpdateUserInput = z.input<typeof UpdateUserInputSchema>;

/** One signed-in device of the current user; `id` is opaque and reveals nothing of the token. */
export const UserSessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type UserSession = z.infer<typeof UserSessionSchema>;

export const UserSessionListSchema = z.object({ items: z.array(UserSessionSchema), total: z.number() });
export type UserSessionList = z.infer<typeof UserSessionListSchema>;

export const IdParamsSchema = z.object({ id: z.uuid(m.idInvalid) });
