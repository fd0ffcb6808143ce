/**
 * Resolves in a later task of the event loop: what follows runs after the browser has had its turn (input, a paint,
 * the answers that arrived), and after every promise callback queued before it.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
