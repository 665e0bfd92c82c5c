import { useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigationType } from 'react-router-dom';
import { RootRoute } from './root-route.tsx';

/**
 * Scroll restoration from the first move to another page on. On the page the app started on
 * there is nothing to restore, and React Router would scroll it to the top once its lazy page had
 * loaded: a visitor who scrolled a page the server rendered before the app took it over was thrown
 * back up, and a tap meant for a button landed on whatever was there then. The browser keeps that
 * page's position itself (and restores it on reload). A router started by a move from the front
 * page (client/app/first-page-app.tsx) starts on the new page, which opens at its top.
 */
function ScrollRestorationAfterFirstPage() {
  const location = useLocation();
  const startedHere = useNavigationType() === 'POP';
  const [firstKey] = useState(startedHere ? location.key : null);
  return location.key === firstKey ? null : <ScrollRestoration />;
}

/** The router's top route: every page below it, with scroll restoration. */
export function RouterRoot() {
  return (
    <RootRoute>
      <Outlet />
      <ScrollRestorationAfterFirstPage />
    </RootRoute>
  );
}
