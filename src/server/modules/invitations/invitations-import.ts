import type { z } from 'zod';
import type { Role } from '../../../shared/constants';
import { format, messages } from '../../../shared/messages/pt-BR';
import { validationMessages } from '../../../shared/messages/validation';
import {
  CreateInvitationInputSchema,
  type InvitationCreated,
  type InvitationImportResult,
} from '../../../shared/schemas/invitation';
import type { AuditActor } from '../../platform/audit/audit-log';
import { AppError } from '../../platform/errors';
import { foldHeader, readSheet, SheetError } from '../../platform/http/csv-sheet';
import type { UnitsService } from '../units';

const m = messages.invitations;

/** At most this many invitations per sheet (a network's people, a few at a time). */
export const INVITATION_IMPORT_MAX_ROWS = 500;
export const INVITATION_IMPORT_MAX_BYTES = 1024 * 1024;

type Column = 'name' | 'email' | 'role' | 'unit';

/** The names a sheet may give each column (folded: no case, accents or punctuation). */
const ALIASES: Record<Column, readonly string[]> = {
  name: ['nome', 'name', 'nomecompleto'],
  email: ['email', 'emails', 'correioeletronico'],
  role: ['perfil', 'role', 'papel', 'tipo', 'tipodeconta', 'perfildeacesso'],
  unit: ['unidade', 'unit', 'unidadeid', 'clinica'],
};

/** What a "perfil" cell may say for each role (folded). */
const ROLE_WORDS: Record<string, Role> = {
  administrador: 'admin',
  administradora: 'admin',
  admin: 'admin',
  franqueado: 'franqueado',
  franqueada: 'franqueado',
  usuario: 'user',
  usuaria: 'user',
  user: 'user',
  colaborador: 'user',
  colaboradora: 'user',
};

interface Deps {
  /** Invites one row exactly as POST /api/invitations would (the service's `create`). */
  invitations: {
    create(
      input: z.output<typeof CreateInvitationInputSchema>,
      by: AuditActor | null,
    ): Promise<InvitationCreated>;
  };
  units: Pick<UnitsService, 'findIdByNameOrId'>;
}

/** A sheet-level problem as the API's error for this import. */
function sheetError(error: unknown): unknown {
  if (!(error instanceof SheetError)) return error;
  const problem = error.problem;
  if (problem.kind === 'unknown-column')
    return new AppError('INVITATIONS_CSV_UNKNOWN_COLUMN', { params: { coluna: problem.column } });
  if (problem.kind === 'too-many-rows')
    return new AppError('INVITATIONS_CSV_TOO_MANY_ROWS', { params: { max: problem.max } });
  return new AppError('INVITATIONS_CSV_INVALID');
}

/**
 * Invites everyone in a sheet `nome,email,perfil,unidade` (`;` or `,`, UTF-8 with or without BOM,
 * or Windows-1252): each good row is invited exactly as one invitation would be (the same checks,
 * the same e-mail), each bad row comes back with its line and why, in pt-BR. Rows are independent:
 * a bad row does not stop the others.
 */
export async function importInvitations(
  { invitations, units }: Deps,
  bytes: Buffer,
  by: AuditActor | null,
): Promise<InvitationImportResult> {
  let rows: ReturnType<typeof readSheet<Column>>;
  try {
    rows = readSheet(bytes, {
      aliases: ALIASES,
      required: ['name', 'email', 'role'],
      maxRows: INVITATION_IMPORT_MAX_ROWS,
    });
  } catch (error) {
    throw sheetError(error);
  }
  const invitationsCreated: InvitationCreated[] = [];
  const errors: InvitationImportResult['errors'] = [];
  const firstLineOf = new Map<string, number>();
  for (const row of rows) {
    const refuse = (message: string) => errors.push({ line: row.line, message });
    const email = (row.cells.email ?? '').trim().toLowerCase();
    const first = firstLineOf.get(email);
    if (email && first !== undefined) {
      refuse(format(m.rowRepeated, { line: first }));
      continue;
    }
    if (email) firstLineOf.set(email, row.line);
    const roleCell = (row.cells.role ?? '').trim();
    const role = ROLE_WORDS[foldHeader(roleCell)];
    if (!role) {
      refuse(format(m.rowRoleInvalid, { perfil: roleCell.slice(0, 40) }));
      continue;
    }
    const unitCell = (row.cells.unit ?? '').trim();
    const unitId = unitCell ? await units.findIdByNameOrId(unitCell) : null;
    if (unitCell && !unitId) {
      refuse(format(m.rowUnitNotFound, { unidade: unitCell.slice(0, 80) }));
      continue;
    }
    const parsed = CreateInvitationInputSchema.safeParse({ name: row.cells.name, email, role, unitId });
    if (!parsed.success) {
      refuse(parsed.error.issues[0]?.message ?? validationMessages.invalid);
      continue;
    }
    try {
      invitationsCreated.push(await invitations.create(parsed.data, by));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refuse(error.message);
    }
  }
  return { created: invitationsCreated.length, invitations: invitationsCreated, errors };
}
