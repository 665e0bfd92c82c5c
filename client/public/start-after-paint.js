// Starts the app once a page rendered on the server has been painted: its content shows without
// code, so the code no longer competes with it for the first paint. A page opened in a
// background tab gets no animation frame; the timer starts it there.
//
// The app's modules are fetched together, then started one per task, libraries first: started
// all at once they make one long task that a phone cannot answer a tap during.
const script = document.querySelector('script[data-app-entry]');
const entry = script?.getAttribute('data-app-entry');
const modules = (script?.getAttribute('data-app-modules') ?? '').split(' ').filter(Boolean);
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function startApp() {
  for (const href of modules) {
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = href;
    document.head.append(preload);
  }
  for (const href of modules) {
    await import(href);
    await nextTask();
  }
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
