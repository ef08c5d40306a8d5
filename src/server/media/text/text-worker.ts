import { serveApart } from '../apart-child';
import { type ReadPage, type TextKind, TextReadError } from './contract';
import { readFileText } from './read-text';

/** One file to read: its path and what is known of it. */
export interface TextRequest {
  id: number;
  file: string;
  kind: TextKind;
}

export type TextReply =
  | { id: number; ok: true; pages: ReadPage[] }
  | {
      id: number;
      ok: false;
      message: string;
      reason?: TextReadError['reason'];
      detail?: string;
      seconds?: number;
    };

// The text-reading process (text-process.ts), in the idle class (apart-child.ts): a batch of files is
// read on what the server's requests leave of the CPU. Ended by the server with SIGTERM, it still leaves
// through 'exit', whose handlers clean up (the OCR languages' folder).
process.once('SIGTERM', () => process.exit(0));

serveApart<TextRequest>(
  async ({ file, kind }) => {
    try {
      return { ok: true, ...(await readFileText(file, kind)) };
    } catch (error) {
      if (!(error instanceof TextReadError)) throw error;
      const seconds = (error as { seconds?: number }).seconds;
      return {
        ok: false,
        message: error.message,
        reason: error.reason,
        detail: error.detail,
        ...(seconds === undefined ? {} : { seconds }),
      };
    }
  },
  { cpu: 'idle' },
);
