/** One benchmark figure, printed as a JSON line that bench/run.mjs collects. */
export type BenchResult = { name: string; value: number; unit: string; goal: string; pass: boolean };

export function report(result: BenchResult) {
  console.log(JSON.stringify(result));
}

export function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export async function timeMilliseconds(action: () => Promise<unknown>) {
  const started = performance.now();
  await action();
  return performance.now() - started;
}
