import type { AssetType, TextSource } from '../../../shared/constants';
import { assetTextMessages } from '../../../shared/messages/asset-text';
import { format } from '../../../shared/messages/format';

// What the modules know of reading the words inside files (issue 39), with no reader behind it.

/** What is known of a stored file before it is read: its asset type, MIME type and original name. */
export interface TextKind {
  type: AssetType;
  mime: string | null;
  originalName: string | null;
}

/** Where the words of a page came from (an admin's `edited` correction is never read from a file). */
export type ReadSource = Exclude<TextSource, 'edited'>;

/** One page of a PDF, one slide, or the whole file (page 1). */
export interface ReadPage {
  page: number;
  text: string;
  source: ReadSource;
  /** OCR only: the mean confidence (0..100, rounded) of the words kept. */
  confidence?: number;
  /**
   * What search parses of the page when many of its words repeat: its pieces between spaces, each
   * once (`distinctWords`, clean.ts). Not shown anywhere; the page's `text` is what is kept.
   */
  words?: string;
}

/** The text of a file: pages with words only; none means nothing legible (or nothing to read). */
export interface FileText {
  pages: ReadPage[];
}

/**
 * A file whose text cannot be read, for a reason that a new attempt would not change: its bytes are
 * not what its kind says (truncated, corrupt, a zip bomb) or a picture took too long. `message` is the
 * pt-BR reason for the job's record; `detail` what the reader said, for the log.
 */
export class TextReadError extends Error {
  constructor(
    readonly reason: 'unreadable' | 'timeout',
    message: string,
    readonly detail: string,
  ) {
    super(message);
    this.name = 'TextReadError';
  }
}

/** The file's bytes cannot be read as its kind. */
export class TextUnreadableError extends TextReadError {
  constructor(detail: string) {
    super('unreadable', assetTextMessages.jobs.unreadable, detail);
    this.name = 'TextUnreadableError';
  }
}

/** OCR of one picture (an image, a scanned page) ran past its time; the OCR worker was replaced. */
export class TextReadTimeoutError extends TextReadError {
  constructor(readonly seconds: number) {
    super(
      'timeout',
      format(assetTextMessages.jobs.ocrTimeout, { seconds }),
      `OCR of one picture ran past ${seconds} s`,
    );
    this.name = 'TextReadTimeoutError';
  }
}
