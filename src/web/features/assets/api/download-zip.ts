import { format, messages } from '@shared/messages/pt-BR';
import { ZipFormTokenSchema } from '@shared/schemas/search';
import { api, toApiError } from '@web/lib/api-client';
import { describeServerError, notify } from '@web/lib/notify';

const FRAME_NAME = 'bdi-zip-download';
/** The 'Iniciando download...' toast of the last ZIP, replaced by the error if one comes back. */
let pendingToast: string | number | undefined;
export const ZIP_PATH = '/api/downloads/zip';
const ZIP_TOKEN_PATH = '/api/downloads/zip-token';
/** Server limit per ZIP (ZipInputSchema). */
export const ZIP_MAX_FILES = 200;

/**
 * A hidden frame receives the form's answer. A ZIP is an attachment, so the browser saves it and
 * the frame stays blank; an error is a JSON page loaded in the frame, read here and told in a toast
 * (without the frame, an error would replace the gallery with raw JSON).
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
    notify.error(messages.assetActions.downloadError, {
      id: pendingToast,
      description: describeServerError(error, messages.assetActions.downloadError),
    });
    pendingToast = undefined;
  });
  document.body.append(frame);
  return frame;
}

/**
 * 'Baixar (n)': POST /api/downloads/zip as a plain form (ids=a,b,c), so the browser streams the ZIP
 * straight to disk however big it is, instead of the page buffering it. The counts are the server's.
 */
export async function downloadZip(ids: readonly string[]) {
  if (ids.length === 0) return;
  pendingToast = notify.info(messages.assetActions.downloadStarting, {
    description: `${format(messages.assetActions.zipStarting, { n: ids.length })} ${messages.assetActions.zipContinues}`,
  });
  // The form post carries a short-lived token of this session (the server refuses form bodies
  // without one), so no other site can make the browser post this form.
  let token: string;
  try {
    token = (await api.get(ZIP_TOKEN_PATH, ZipFormTokenSchema)).token;
  } catch (error) {
    notify.error(messages.assetActions.downloadError, {
      id: pendingToast,
      description: describeServerError(error, messages.assetActions.downloadError),
    });
    pendingToast = undefined;
    return;
  }
  ensureFrame();
  const form = document.createElement('form');
  form.method = 'post';
  form.action = ZIP_PATH;
  form.target = FRAME_NAME;
  form.enctype = 'application/x-www-form-urlencoded';
  form.style.display = 'none';
  for (const [name, value] of [
    ['ids', ids.join(',')],
    ['token', token],
  ]) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name!;
    input.value = value!;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}
