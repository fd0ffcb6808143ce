/**
 * Resolves once the browser has nothing else to do (at the latest after `timeoutMs`): what the page just received
 * has rendered and painted. Where idle callbacks do not exist, after the current task.
 */
export function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}
