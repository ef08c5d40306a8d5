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
}
