import type { SignalOverview } from '@argus/contract';
import type { SignalCriteria } from '@argus/filtering';
import { Anchor, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { periodLabel } from '../../lib/overview-periods';
import { reliableShare, reliableShareChange } from '../../lib/reliability-share';
import { formatCount } from '../../../../lib/format-count';

type OverviewFiguresProps = {
  figures: SignalOverview;
  /** Documents analysed from the range's first day on; null while it loads. */
  documents: number | null;
  firstDay: string;
  previousUnknown: boolean;
  hrefOf: (narrowing: Partial<SignalCriteria>) => string;
};
/** "3 Mar 2026", through the timeline's formatter: a toLocaleDateString with options builds a new one each call. */
const dayText = (day: string) => periodLabel(day, 'day', true);

function Figure({
  label,
  value,
  testId,
  children,
}: {
  label: string;
  value: ReactNode;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={650} lh={1.3}>
        {value}
      </Text>
      {children}
    </Paper>
  );
}

function ShareChange({ change, previous }: { change: number | null; previous: SignalOverview['previous'] }) {
  const since = `${dayText(previous.dateBegin)} – ${dayText(previous.dateEnd)}`;
  if (change === null) {
    return (
      <Text size="xs" c="dimmed">
        No signals to compare in {since}
      </Text>
    );
  }
  const [Icon, color, sign] =
    change > 0
      ? [IconArrowUpRight, 'teal', '+']
      : change < 0
        ? [IconArrowDownRight, 'red', '']
        : [IconMinus, 'dimmed', '±'];
  return (
    <Group gap={4} wrap="nowrap" c={color}>
      <Icon size={14} aria-hidden />
      <Text size="xs" c="inherit" data-testid="reliability-change">
        {sign}
        {change} points against {since}
      </Text>
    </Group>
  );
}

/** The Overview's headline figures: signals found, documents analysed, and the reliability indicator. */
export function OverviewFigures({ figures, documents, firstDay, previousUnknown, hrefOf }: OverviewFiguresProps) {
  const share = reliableShare(figures);
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      <Figure label="Signals found" value={formatCount(figures.total)} testId="overview-signals-found">
        <Anchor component={Link} to={hrefOf({})} size="xs">
          Open them in Signals
        </Anchor>
      </Figure>
      <Figure
        label="Documents analysed"
        value={documents === null ? '…' : formatCount(documents)}
        testId="overview-documents"
      >
        <Text size="xs" c="dimmed">
          Since {dayText(firstDay)}
        </Text>
      </Figure>
      <Figure label="Reliability" value={share === null ? '–' : `${share}%`} testId="overview-reliability">
        <Anchor component={Link} to={hrefOf({ reliability: 4 })} size="xs">
          High or Very High
        </Anchor>
        {previousUnknown ? (
          <Text size="xs" c="dimmed">
            The period before could not be read
          </Text>
        ) : (
          <ShareChange change={reliableShareChange(figures)} previous={figures.previous} />
        )}
      </Figure>
    </SimpleGrid>
  );
}
