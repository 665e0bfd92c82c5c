// The app with its router, loaded as one: by every page but the front page the server rendered,
// and by that front page with the visitor's first move to another page.
export { App } from './app.tsx';
export { createRouter, routerReady } from './router.tsx';
