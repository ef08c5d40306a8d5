import { assetsMessages } from '@shared/messages/assets';
import { downloadsMessages } from '@shared/messages/downloads';
import { toApiError } from './api-error';
import { describeError, notify } from './notify';

const FRAME_NAME = 'bdi-zip-download';
/** The 'Iniciando download...' toast of the last download, replaced by the error if one comes back. */
let pendingToast: string | number | undefined;
/** The same download without the unit's data, offered when the server refuses the stamp. */
let pendingWithoutUnit: (() => void) | undefined;

/** A refusal of the unit's data (no unit, incomplete CRO data): the rest of the download is fine. */
export const UNIT_REFUSALS: ReadonlySet<string> = new Set(['UNIT_NOT_ASSIGNED', 'UNIT_CRO_INCOMPLETE']);

/**
 * A hidden frame receives the download's answer. A ZIP is an attachment, so the browser saves it
 * and the frame stays blank; an error is a JSON page loaded in the frame, read here and told in a
 * toast (without the frame, an error would replace the page with raw JSON).
 */
function ensureFrame(): HTMLIFrameElement {
  const existing = document.querySelector<HTMLIFrameElement>(`iframe[name="${FRAME_NAME}"]`);
  if (existing) return existing;
  const frame = document.createElement('iframe');
  frame.name = FRAME_NAME;
  frame.title = FRAME_NAME;
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.addEventListener('load', () => {
    let text = '';
    try {
      text = frame.contentDocument?.body?.textContent?.trim() ?? '';
    } catch {
      return;
    }
    if (!text) return;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const error = toApiError(400, body);
    const withoutUnit = pendingWithoutUnit;
    if (withoutUnit && UNIT_REFUSALS.has(error.code)) {
      notify.error(describeError(error, assetsMessages.assetActions.downloadError), {
        id: pendingToast,
        duration: 15_000,
        action: { label: downloadsMessages.downloadMenu.downloadWithoutUnit, onClick: withoutUnit },
      });
    } else {
      notify.error(assetsMessages.assetActions.downloadError, {
        id: pendingToast,
        description: describeError(error, assetsMessages.assetActions.downloadError),
      });
    }
    pendingToast = undefined;
    pendingWithoutUnit = undefined;
  });
  document.body.append(frame);
  return frame;
}

export interface FrameDownload {
  /** Replaces the 'Iniciando download...' toast by the error of a step before the request. */
  fail: (error: unknown) => void;
  /** Sends the request as a plain form into the hidden frame: the browser streams the file to disk. */
  submit: (action: string, options?: { method?: 'get' | 'post'; fields?: Record<string, string> }) => void;
}

/**
 * A ZIP download as every screen tells it (the gallery's 'Baixar (n)', 'Baixar álbum'): the toast
 * 'Iniciando download...' with `description` at once, the browser's own download progress after,
 * and the server's refusal, if any, in place of that toast.
 */
export function startFrameDownload(
  description: string,
  options: { withoutUnit?: (() => void) | undefined } = {},
): FrameDownload {
  const toast = notify.info(assetsMessages.assetActions.downloadStarting, { description });
  return {
    fail(error) {
      notify.error(assetsMessages.assetActions.downloadError, {
        id: toast,
        description: describeError(error, assetsMessages.assetActions.downloadError),
      });
    },
    submit(action, { method = 'get', fields = {} } = {}) {
      ensureFrame();
      pendingToast = toast;
      pendingWithoutUnit = options.withoutUnit;
      const form = document.createElement('form');
      form.method = method;
      form.action = action;
      form.target = FRAME_NAME;
      if (method === 'post') form.enctype = 'application/x-www-form-urlencoded';
      form.style.display = 'none';
      for (const [name, value] of Object.entries(fields)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
      form.remove();
    },
  };
}
