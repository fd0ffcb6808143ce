// How fast this machine is at the moment, in the two respects that move the suite's time: arithmetic, and the kernel's
// work for memory a process touches for the first time. Machines of one kind differ in the second far more than in the
// first: on 2026-12-01 a machine whose loop took 387 ms (its fast hours' figure) ran the journeys 2.7 times as slowly
// as a sibling, and touched new memory at ~12 µs a page, about ten times a bare machine's cost. A browser journey is
// mostly new processes and fresh heaps, so a suite's time means little without both figures beside it.

const ADDITIONS = 3e8;
const NEW_MEMORY_BYTES = 256 * 1024 * 1024;
const PAGE_BYTES = 4096;

function millisecondsOf(work) {
  const started = performance.now();
  work();
  return Math.round(performance.now() - started);
}

/** The loop of 3·10⁸ additions the bench README's figures name, and 256 MiB of new memory touched page by page. */
export function measureMachinePace() {
  const additionsMs = millisecondsOf(() => {
    let sum = 0;
    for (let index = 0; index < ADDITIONS; index++) sum += index % 7;
    return sum;
  });
  const newMemoryMs = millisecondsOf(() => {
    const memory = Buffer.allocUnsafeSlow(NEW_MEMORY_BYTES);
    for (let offset = 0; offset < memory.length; offset += PAGE_BYTES) memory[offset] = 1;
  });
  return { additionsMs, newMemoryMs };
}

/** One line for a log: both figures, named. */
export function machinePaceText({ additionsMs, newMemoryMs }) {
  return `machine pace: 3·10⁸ additions in ${additionsMs} ms, 256 MiB of new memory touched in ${newMemoryMs} ms`;
}
