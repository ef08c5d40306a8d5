/**
 * What jsdom lacks and every supported browser has, for the screen tests (files with
 * `@vitest-environment jsdom`; in the node environment there is no window and this does nothing).
 * cmdk's list measures itself with a ResizeObserver and scrolls the selected item into view.
 */
if (typeof window !== 'undefined') {
  if (!('ResizeObserver' in window)) {
    Object.assign(window, {
      ResizeObserver: class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    });
  }
  Element.prototype.scrollIntoView ??= () => {};
  // findBy…/waitFor end on their condition; the bound only decides when a failure is declared. Its
  // default (1 s) failed correct screens on a loaded 2-core machine (issue 41), so it is 10 s here.
  const { cleanup, configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
  // Test files share their worker's window and modules (vitest.config.ts): what a test rendered is
  // unmounted after it, and its toasts dismissed (sonner keeps them in module state and shows the
  // undismissed ones to the next container), so the next test, in this file or another, starts from
  // an empty document.
  const { afterEach } = await import('vitest');
  const { toast } = await import('sonner');
  afterEach(() => {
    cleanup();
    toast.dismiss();
  });
}

export {};
