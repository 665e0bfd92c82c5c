// Starts the app once a page rendered on the server has been painted: its content shows without
// code, so the code no longer competes with it for the first paint. A page opened in a
// background tab gets no animation frame; the timer starts it there.
const entry = document.querySelector('script[data-app-entry]')?.getAttribute('data-app-entry');
let started = false;
const start = () => {
  if (started || !entry) return;
  started = true;
  import(entry);
};
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);
