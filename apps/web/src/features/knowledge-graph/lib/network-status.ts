import type { GraphNetwork } from '@argus/contract';
import { countText } from '../../../lib/count-text';
import { networkCountsOf } from './network-graph';
import { formatCount } from '../../../lib/format-count';

/**
 * The network's status line: what is drawn, and honestly what the server left out ("showing the 5,000 strongest of
 * 7,312 links"), so nobody reads a cut network as the whole one.
 */
export function networkStatusText(network: GraphNetwork | undefined, updating: boolean): string {
  if (!network) return 'Loading the network…';
  const counts = networkCountsOf(network);
  const parts = [
    `${countText(counts.entities, 'entity', 'entities')} in ${countText(counts.industries, 'industry', 'industries')}`,
    network.omittedEdges > 0
      ? `showing the ${formatCount(counts.links)} strongest of ${formatCount(counts.links + network.omittedEdges)} links`
      : countText(counts.links, 'link'),
  ];
  if (network.omittedNodes > 0) {
    parts.push(
      `the ${formatCount(counts.entities)} entities with most signals of ${formatCount(counts.entities + network.omittedNodes)}`,
    );
  }
  const text = parts.join(', ');
  return updating ? `${text} · updating…` : text;
}
