import type { LayoutBudget, LayoutProgress, LayoutResult } from '../lib/network-layout';
import type { NetworkLayoutInput } from '../lib/network-graph';

// The messages between the Industry Network and its layout worker (ADR 0100).

export type NetworkLayoutRequest = { type: 'layout'; id: number; input: NetworkLayoutInput; budget: LayoutBudget };

export type NetworkLayoutMessage =
  | ({ type: 'progress'; id: number } & LayoutProgress)
  | ({ type: 'done'; id: number } & LayoutResult)
  | { type: 'failed'; id: number; message: string };
