// The app with its router, loaded as one: by every page but a public one the server rendered,
// and by that public page with the visitor's first move to another page.
export { App } from './app.tsx';
export { createRouter, routerReady } from './router.tsx';
