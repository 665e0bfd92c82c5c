let markTakenOver = () => {};
const takenOver = new Promise<void>((resolve) => {
  markTakenOver = resolve;
});

/** Resolves once the app has taken the page over (a page the browser renders alone: at once). */
export function afterTakeover(): Promise<void> {
  return takenOver;
}

/** Called once the app has taken the page over and takes taps. */
export function appHasTakenOver(): void {
  markTakenOver();
}
