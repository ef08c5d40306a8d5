import { vi } from 'vitest';

/**
 * Stubs the XMLHttpRequest that `upload` (lib/api-client) sends through, since fetch cannot report
 * progress: every send is answered `status` with `body` as JSON, a microtask later. Returns the forms
 * sent, in order; undone by `vi.unstubAllGlobals()`.
 */
export function stubUploadAnswer(status: number, body: unknown): FormData[] {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress?: unknown } = {};
    onload?: () => void;
    open() {}
    setRequestHeader() {}
    send(form: FormData) {
      sent.push(form);
      this.status = status;
      this.responseText = JSON.stringify(body);
      queueMicrotask(() => this.onload?.());
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}
