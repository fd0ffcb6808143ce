// The page side's helpers of the benchmarks run in Chromium (bundled into their page.js).

/** The middle value (the upper one of an even count). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export const time = (action: () => unknown) => {
  const started = performance.now();
  action();
  return performance.now() - started;
};

/** Lets the Node side (run-page-bench.ts) call `runBench(sizes, runs)`: each size measured in turn. */
export function exposeRunBench<Figures>(measureSize: (size: number, runs: number) => Promise<Figures>) {
  (window as unknown as { runBench: (sizes: number[], runs: number) => Promise<Figures[]> }).runBench = async (
    sizes,
    runs,
  ) => {
    const figures: Figures[] = [];
    for (const size of sizes) figures.push(await measureSize(size, runs));
    return figures;
  };
}
