import { Badge } from '@mantine/core';
import type { Signal } from '@argus/contract';
import { ReliabilityBadge } from '../../../shared/item-stream/reliability-badge';

type SignalBadgesProps = {
  signal: Signal;
  /** The result's badge's class: the compact row puts it on a line of its own where the list is narrow. */
  resultClassName?: string;
};

/** A signal's reliability, media segment, language and result, as the card and the compact row both show them. */
export function SignalBadges({ signal, resultClassName }: SignalBadgesProps) {
  return (
    <>
      <ReliabilityBadge reliability={signal.reliability} testId="signal-reliability" />
      <Badge size="sm" variant="outline" color="gray">
        {signal.mediaSegment}
      </Badge>
      <Badge size="sm" variant="outline" color="gray" data-testid="signal-language">
        {signal.language}
      </Badge>
      {signal.result ? (
        <Badge size="sm" variant="light" color="indigo" className={resultClassName} data-testid="signal-result">
          {signal.result}
        </Badge>
      ) : null}
    </>
  );
}
