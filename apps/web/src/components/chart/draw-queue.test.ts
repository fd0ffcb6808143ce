import { describe, expect, it } from 'vitest';
import { drawInTurn } from './draw-queue';

describe('drawInTurn', () => {
  it('draws in order, each in a task of its own', async () => {
    const order: string[] = [];
    let syncTurn = 0;
    drawInTurn(() => order.push(`a${syncTurn}`));
    drawInTurn(() => order.push(`b${syncTurn}`));
    // Nothing is drawn in the task that queued the drawings.
    expect(order).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    syncTurn = 1;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(order).toEqual(['a0', 'b1']);
  });
});
