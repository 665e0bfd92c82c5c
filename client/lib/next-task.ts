/**
 * Resolves in a task of its own, so the browser can paint and answer input between two pieces
 * of start-up work instead of running them as one long task.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
