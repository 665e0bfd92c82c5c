import { use, type ComponentType } from 'react';
import { afterTakeover } from '../../lib/takeover.ts';

type Load<Props> = () => Promise<ComponentType<Props>>;

const everyPart: Array<() => Promise<void>> = [];

/**
 * A part of a page whose code is not needed for the page to take taps: a section further down
 * the front page, made of links and pictures. The server renders it like any other part. The
 * browser leaves the server's markup in place (its links work as plain links meanwhile) and
 * fetches the part's code once the app has taken the page over, then takes the part over too.
 * Rendered inside a `HydrationChunk`, whose boundary keeps the server's markup while it waits.
 */
export function laterPart<Props extends object>(load: Load<Props>): ComponentType<Props> {
  let Component: ComponentType<Props> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (loaded) => {
        Component = loaded;
      },
      // Without its code (a lost connection) the part stays as the server rendered it.
      () => new Promise<void>(() => {}),
    ));
  let waiting: Promise<void> | null = null;
  everyPart.push(preload);

  function LaterPart(props: Props) {
    if (!Component) use((waiting ??= afterTakeover().then(preload)));
    return Component ? <Component {...props} /> : null;
  }
  return LaterPart;
}

/** Loads every later part's code now: the server renders them in full, at once. */
export function loadEveryLaterPart(): Promise<void> {
  return Promise.all(everyPart.map((preload) => preload())).then(() => undefined);
}
