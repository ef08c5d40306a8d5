import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { hasControlCharacters } from '../../../shared/domain/text';
import type { ErrorCode, ErrorParams } from '../../../shared/errors';
import { AppError } from '../errors';

/** A code whose message has no placeholders: what a contract may name as a refusal. */
type PlainCode = { [C in ErrorCode]: keyof ErrorParams<C> extends never ? C : never }[ErrorCode];

/** One file field a route takes. */
export interface FileRule {
  /** How many parts the field may carry: 1 on every route but the batch upload. */
  max: number;
  /** Size limit of each file, enforced by the parser while the part streams in. */
  maxBytes: number;
  /** The refusal for a file past `maxBytes`; without one, the generic PAYLOAD_TOO_LARGE. */
  tooLarge?: PlainCode;
  /** The refusal for a part past `max` when `max` > 1 (one past 1 is UNEXPECTED_FILE). */
  tooMany?: PlainCode;
  /** The refusal when the body ends without this file; without one, the file is optional. */
  missing?: PlainCode;
}

/** One text field a route takes (at most once). */
export interface FieldRule {
  /** The refusal when it arrives as a file; without one, UNEXPECTED_FILE. */
  notText?: PlainCode;
}

/**
 * What a route's multipart body may hold (issue 36, point 8): its file fields and its text fields,
 * nothing else. The parser's own limits are drawn from it, so a flood of parts is stopped early.
 */
export interface MultipartContract {
  files: Record<string, FileRule>;
  fields?: Record<string, FieldRule>;
  /** The refusal for a request that is not multipart/form-data (BAD_REQUEST when none is named). */
  notMultipart?: PlainCode;
}

/**
 * The contract of a route that takes one file under `file` and nothing else (a photo, a logo): a
 * body without it, or one that is not multipart, is refused with `missing`.
 */
export function oneFileContract(
  maxBytes: number,
  { missing, tooLarge }: { missing: PlainCode; tooLarge: PlainCode },
): MultipartContract {
  return { notMultipart: missing, files: { file: { max: 1, maxBytes, tooLarge, missing } } };
}

/** Every refusal a contract names: the codes its route can answer for its body's shape. */
export function refusalsOf(contract: MultipartContract): PlainCode[] {
  const codes = [
    contract.notMultipart,
    ...Object.values(contract.files).flatMap((rule) => [rule.missing, rule.tooLarge, rule.tooMany]),
    ...Object.values(contract.fields ?? {}).map((rule) => rule.notText),
  ];
  return [...new Set(codes.filter((code): code is PlainCode => code !== undefined))];
}

export type ContractPart =
  | { kind: 'field'; name: string; value: string }
  /** A file still streaming: the caller reads or drains it before asking for the next part. */
  | { kind: 'file'; name: string; fileName: string; stream: Readable };

export interface ReceivedFile {
  name: string;
  /** The name on the sender's computer; empty when it sent none. */
  fileName: string;
  bytes: Buffer;
}

/**
 * busboy's parse failures (no boundary, a body that ends before its closing boundary) carry no code,
 * only these messages; they are the client's malformed request, never a server error.
 */
export function isMalformedMultipart(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /^Multipart: Boundary not found$|unexpected end of multipart data/i.test(message);
}

/** The parser's count limits (@fastify/multipart): past them the body has too many parts. */
const COUNT_LIMITS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

const errorCode = (error: unknown) => (error as { code?: string } | null)?.code;
const isPartCountLimit = (error: unknown) => COUNT_LIMITS.has(errorCode(error) ?? '');
/** A field name as the refusal repeats it: short, whatever the sender made of it. */
const named = (name: string) => ({ params: { campo: name.slice(0, 40) } });

/**
 * The parts of a multipart body, each checked against the route's contract as it arrives: an
 * unnamed part, a file or text field the contract does not name, a field sent twice or a file past
 * its count is refused. The parser is given one part, file and field more than the contract allows,
 * so that the first one too many is refused by name; a flood beyond that trips the parser's limit
 * and answers 413 TOO_MANY_PARTS. A refusal drains the rest of the body before it is thrown, so
 * that a flood is told as such; the caller stores nothing until the iteration ends.
 */
export async function* readParts(
  request: FastifyRequest,
  contract: MultipartContract,
): AsyncGenerator<ContractPart, void, undefined> {
  if (!request.isMultipart()) throw new AppError(contract.notMultipart ?? 'BAD_REQUEST');
  const fileRules = Object.entries(contract.files);
  const fieldRules = contract.fields ?? {};
  const maxFiles = fileRules.reduce((sum, [, rule]) => sum + rule.max, 0);
  const maxFields = Object.keys(fieldRules).length;
  const iterator = request
    .parts({
      limits: {
        fileSize: Math.max(...fileRules.map(([, rule]) => rule.maxBytes)),
        files: maxFiles + 1,
        fields: maxFields + 1,
        parts: maxFiles + maxFields + 1,
      },
    })
    [Symbol.asyncIterator]();
  const seen = new Map<string, number>();
  let files = 0;
  let current: MultipartFile | undefined;
  try {
    for (;;) {
      const next = await nextPart(iterator, contract);
      if (next.done) break;
      const part = next.value;
      const refusal = refusalOf(part, contract, seen, files + (part.type === 'file' ? 1 : 0));
      if (refusal) {
        if (part.type === 'file') part.file.resume();
        return await refuse(iterator, refusal);
      }
      if (part.type === 'field') {
        yield { kind: 'field', name: part.fieldname, value: String(part.value) };
        continue;
      }
      files += 1;
      current = part;
      yield { kind: 'file', name: part.fieldname, fileName: part.filename, stream: part.file };
      // What the caller left unread is drained, so that the parser reaches the next part.
      part.file.resume();
      await finished(part.file).catch(() => {});
      current = undefined;
      if ((part.file as { truncated?: boolean }).truncated) {
        return await refuse(iterator, tooLarge(contract.files[part.fieldname]));
      }
    }
    for (const [name, rule] of fileRules)
      if (rule.missing && !seen.has(name)) throw new AppError(rule.missing);
  } finally {
    // The caller stopped early (its own refusal): the part it held must not stall the parser.
    current?.file.resume();
  }
}

/**
 * The whole body read into memory (small images, a signed consent): its text fields by name and its
 * files in order, once every part has passed the contract.
 */
export async function readMultipart(
  request: FastifyRequest,
  contract: MultipartContract,
): Promise<{ fields: Record<string, string>; files: ReceivedFile[] }> {
  const fields: Record<string, string> = {};
  const files: ReceivedFile[] = [];
  for await (const part of readParts(request, contract)) {
    if (part.kind === 'field') fields[part.name] = part.value;
    else files.push({ name: part.name, fileName: part.fileName, bytes: await bytesOf(part.stream) });
  }
  return { fields, files };
}

/** The one file of a route that takes a single image (avatar, banner, logo, similar-image probe). */
export async function readSingleFile(request: FastifyRequest, contract: MultipartContract): Promise<Buffer> {
  const { files } = await readMultipart(request, contract);
  const [file] = files;
  // Its rule names the refusal for a body without it (`missing`); this is only the fallback.
  if (!file) throw new AppError(contract.notMultipart ?? 'BAD_REQUEST');
  return file.bytes;
}

/** A file's bytes; one cut off at its size limit is refused by readParts as the next part is asked for. */
async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function tooLarge(rule: FileRule | undefined): AppError {
  return new AppError(rule?.tooLarge ?? 'PAYLOAD_TOO_LARGE');
}

async function nextPart(iterator: AsyncIterator<Multipart>, contract: MultipartContract) {
  try {
    return await iterator.next();
  } catch (error) {
    if (isPartCountLimit(error)) throw new AppError('TOO_MANY_PARTS');
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') {
      const name = (error as { part?: { fieldname?: string } }).part?.fieldname ?? '';
      throw tooLarge(contract.files[name]);
    }
    throw error;
  }
}

/**
 * Why a part breaks the contract, or undefined when it keeps it. `files`: a file's 1-based place
 * among the files (the control-character refusal names it).
 */
function refusalOf(
  part: Multipart,
  contract: MultipartContract,
  seen: Map<string, number>,
  files: number,
): AppError | undefined {
  // A part must say which field it is; a nameless one is a malformed body.
  if (!part.fieldname) return new AppError('MULTIPART_PART_UNNAMED');
  const name = part.fieldname;
  const count = (seen.get(name) ?? 0) + 1;
  seen.set(name, count);
  const field = Object.hasOwn(contract.fields ?? {}, name) ? contract.fields?.[name] : undefined;
  const file = Object.hasOwn(contract.files, name) ? contract.files[name] : undefined;
  if (part.type === 'field') {
    return !field || count > 1 ? new AppError('UNEXPECTED_FIELD', named(name)) : undefined;
  }
  if (field?.notText) return new AppError(field.notText);
  if (field || !file) return new AppError('UNEXPECTED_FILE', named(name));
  if (count > file.max) {
    return file.max > 1
      ? new AppError(file.tooMany ?? 'TOO_MANY_PARTS')
      : new AppError('UNEXPECTED_FILE', named(name));
  }
  // The shared text rule: the name is stored and shown, so control characters are refused here too.
  if (part.filename && hasControlCharacters(part.filename)) {
    return new AppError('FILE_NAME_CONTROL_CHARACTERS', { params: { n: files } });
  }
  return undefined;
}

/**
 * Throws `refusal` once the rest of the body is drained; if the parser meanwhile counts more parts
 * than it was allowed, the body was a flood and TOO_MANY_PARTS is the answer.
 */
async function refuse(iterator: AsyncIterator<Multipart>, refusal: AppError): Promise<never> {
  try {
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      if (next.value.type === 'file') next.value.file.resume();
    }
  } catch (error) {
    if (isPartCountLimit(error)) throw new AppError('TOO_MANY_PARTS');
  }
  throw refusal;
}
