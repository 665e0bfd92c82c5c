// Starts the app once a page rendered on the server has been painted: its content shows without
// code, so the code no longer competes with it for the first paint. A page opened in a
// background tab gets no animation frame; the timer starts it there.
//
// The app's modules are all asked for at once, and each starts in a task of its own as it
// arrives; the entry starts last. Started together they would make one long task during which a
// phone cannot answer a tap. (Preload links added from script would cost more than they save.)
const script = document.querySelector('script[data-app-entry]');
const entry = script?.getAttribute('data-app-entry');
const modules = (script?.getAttribute('data-app-modules') ?? '').split(' ').filter(Boolean);

async function startApp() {
  await Promise.all(modules.map((href) => import(href)));
  await import(entry);
}

let started = false;
const start = () => {
  if (started || !entry) return;
  started = true;
  void startApp();
};
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1000);
