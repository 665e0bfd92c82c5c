import { createContext } from 'react';

/**
 * The visitor's cookies while a page renders on the server for one request; null in the browser,
 * where `document.cookie` is read instead. Lets a component render on the server what it will
 * render in the browser (the cookie question answered or not).
 */
export const RequestCookiesContext = createContext<string | null>(null);
