// The signals worker's share of the Overview (ADR 0095): a synthetic folder prepared once per size, then its figures
// for the criteria the page sends, as the signals worker answers them.
import type { SignalOverview } from '@argus/contract';
import { prepareSignals, summariseSignals, type PreparedSignals, type SignalCriteria } from '@argus/filtering';
import { syntheticSignals } from '../filtering/synthetic-signals';

let folder: { size: number; prepared: PreparedSignals } | undefined;

self.onmessage = ({ data }: MessageEvent<{ size: number; criteria: SignalCriteria }>) => {
  if (folder?.size !== data.size) {
    const signals = syntheticSignals(data.size).map((signal) => ({
      ...signal,
      category: `Category ${Number(signal.eventType.slice(-2)) % 10}`,
    }));
    folder = { size: data.size, prepared: prepareSignals(signals) };
  }
  const figures: SignalOverview = summariseSignals(folder.prepared, data.criteria);
  self.postMessage(figures);
};
