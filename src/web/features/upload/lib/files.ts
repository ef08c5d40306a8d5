import { LIMITS } from '@shared/constants';

export type FileKind = 'image' | 'pdf' | 'psd' | 'document' | 'other';

/** What the picker needs of a File, so the rules are testable without real files. */
export interface FileLike {
  name: string;
  size: number;
  type: string;
}

const VIDEO_EXTENSIONS = new Set([
  '3gp',
  'avi',
  'flv',
  'm2ts',
  'm4v',
  'mkv',
  'mov',
  'mp4',
  'mpeg',
  'mpg',
  'mts',
  'ogv',
  'webm',
  'wmv',
]);
const DOCUMENT_EXTENSIONS = new Set([
  'doc',
  'docx',
  'odt',
  'rtf',
  'txt',
  'md',
  'csv',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
]);

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Browsers often leave the type empty for unusual files, so the extension also counts. */
export function isVideoFile(file: FileLike): boolean {
  return file.type.toLowerCase().startsWith('video/') || VIDEO_EXTENSIONS.has(extensionOf(file.name));
}

/**
 * SPEC 5 'File type by MIME', for the preview icon only (the server decides the stored type from the
 * bytes): image/* is image, application/pdf is pdf, Photoshop is psd, text/* and word processors are
 * documents, the rest other.
 */
export function fileKind(file: FileLike): FileKind {
  const type = file.type.toLowerCase();
  const ext = extensionOf(file.name);
  if (type === 'image/vnd.adobe.photoshop' || type === 'application/x-photoshop' || ext === 'psd')
    return 'psd';
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf' || ext === 'pdf') return 'pdf';
  if (
    type.startsWith('text/') ||
    type === 'application/msword' ||
    type.startsWith('application/vnd.openxmlformats-officedocument') ||
    type.startsWith('application/vnd.oasis.opendocument') ||
    type === 'application/rtf' ||
    DOCUMENT_EXTENSIONS.has(ext)
  ) {
    return 'document';
  }
  return 'other';
}

/** Whether the browser can show the file itself as a thumbnail (an object URL in an <img>). */
export function canPreview(file: FileLike): boolean {
  return fileKind(file) === 'image' && file.type.toLowerCase() !== 'image/tiff';
}

export interface FileScreening<F extends FileLike> {
  accepted: F[];
  /** Refused with 'Vídeos não são permitidos no upload...' (SPEC 5); the other files are kept. */
  videos: F[];
  /** Over 50 MB: 'Arquivo muito grande. Máximo permitido: 50MB'. */
  tooLarge: F[];
  /** Beyond the 30 files of one upload. */
  overLimit: F[];
}

/**
 * Sorts newly picked files before they join the `alreadySelected` ones: videos and files over 50 MB
 * are refused, and only as many as fit under the 30-file limit are accepted, in the order given.
 */
export function screenFiles<F extends FileLike>(
  incoming: readonly F[],
  alreadySelected: number,
  limits: { maxFiles: number; maxBytes: number } = {
    maxFiles: LIMITS.uploadMaxFiles,
    maxBytes: LIMITS.uploadMaxFileBytes,
  },
): FileScreening<F> {
  const result: FileScreening<F> = { accepted: [], videos: [], tooLarge: [], overLimit: [] };
  let room = Math.max(0, limits.maxFiles - alreadySelected);
  for (const file of incoming) {
    if (isVideoFile(file)) result.videos.push(file);
    else if (file.size > limits.maxBytes) result.tooLarge.push(file);
    else if (room === 0) result.overLimit.push(file);
    else {
      result.accepted.push(file);
      room -= 1;
    }
  }
  return result;
}

/** SPEC 9: sizes in the list are shown in MB ('2,35 MB'), with the pt-BR comma. */
export function formatMegabytes(bytes: number): string {
  const mb = Math.max(0, bytes) / (1024 * 1024);
  return `${mb.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MB`;
}
