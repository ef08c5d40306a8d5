import '@web/styles.css';

/**
 * The app's entry: starts the app (./start), at once, or, on a page whose first screen the server
 * drew (app/first-screen.tsx marks it), once the browser has painted that screen. Running the
 * app's code (some 300 ms on a phone at CPU x4) before that held the drawn screen and its thumbnails
 * off the screen until it was done. The code is fetched with the page either way (its preloads).
 */
const start = () => import('./start');

/** The most the app waits for that paint: a page opened in a background tab paints no frame. */
const PAINT_WAIT_MS = 200;

function afterFirstPaint(run: () => unknown) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  // A frame's callback runs before its paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, PAINT_WAIT_MS);
}

if (document.querySelector('#root > [data-drawn-on-server]')) afterFirstPaint(start);
else void start();
