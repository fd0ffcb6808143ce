/**
 * One short line per start-up step, counted from `npm start` (scripts/start.mjs passes its moment, so that its lines
 * and the server's share one clock) or else from this process's start: "[ 12.3 s] Demo world: 25,000 signals".
 */
const startedAt = Number(process.env.ARGUS_STARTED_AT) || performance.timeOrigin;

export function printProgress(message: string) {
  console.log(`[${((Date.now() - startedAt) / 1000).toFixed(1).padStart(5)} s] ${message}`);
}
