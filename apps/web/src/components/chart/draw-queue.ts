/**
 * Draws charts one per task: a screen that draws several at once (the Overview's five) would otherwise draw them all
 * in one long task. Each drawing waits for those queued before it, in a macrotask of its own.
 */
const queue: (() => void)[] = [];
let flushing = false;

function drawNext() {
  const draw = queue.shift();
  if (!draw) {
    flushing = false;
    return;
  }
  draw();
  setTimeout(drawNext, 0);
}

export function drawInTurn(draw: () => void): void {
  queue.push(draw);
  if (flushing) return;
  flushing = true;
  setTimeout(drawNext, 0);
}
