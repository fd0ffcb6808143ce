import type { GraphEntity, GraphStartingPoints as StartingPointsAnswer } from '@argus/contract';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { countText } from '../../../lib/count-text';

type GraphStartingPointsProps = {
  /** The window's most connected entities (useGraphStartingPoints), under the view's window and filters. */
  query: Pick<UseQueryResult<StartingPointsAnswer>, 'data' | 'isError' | 'isFetching'>;
  /** What a click does, said before the buttons. */
  intro: string;
  /** Entities already picked: shown, not offered again. */
  picked?: readonly string[];
  onPick: (entity: GraphEntity) => void;
};

const links = (degree: number) => countText(degree, 'link');

/**
 * One-click starting points of the Influence Range and the Converging Timelines (ADR 0130): the folder's most connected
 * entities in the window, most links first, so that an empty view offers where to begin rather than a blank panel.
 */
export function GraphStartingPoints({ query, intro, picked = [], onPick }: GraphStartingPointsProps) {
  const entities = query.data?.entities;
  if (!entities) {
    return query.isError ? (
      <Text size="sm" c="dimmed" ta="center" data-testid="graph-starting-points" data-state="error">
        The most connected entities could not be loaded: search for one above.
      </Text>
    ) : (
      <Group gap="xs" justify="center" data-testid="graph-starting-points" data-state="loading">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Finding the most connected entities…
        </Text>
      </Group>
    );
  }
  if (entities.length === 0) {
    return (
      <Text size="sm" c="dimmed" ta="center" data-testid="graph-starting-points" data-state="none">
        No entity of this folder has signals in this window: widen the window or pick all categories.
      </Text>
    );
  }
  return (
    <Stack gap="xs" align="center" data-testid="graph-starting-points" data-state="ready">
      <Text size="sm" c="dimmed" ta="center">
        {intro}
      </Text>
      <Group
        gap="xs"
        justify="center"
        role="group"
        aria-label="Most connected entities"
        style={{ opacity: query.isFetching ? 0.6 : 1 }}
      >
        {entities.map((entity) => {
          const chosen = picked.includes(entity.id);
          return (
            <Button
              key={entity.id}
              size="compact-sm"
              radius="xl"
              variant={chosen ? 'filled' : 'light'}
              disabled={chosen}
              data-testid="starting-point"
              data-entity={entity.id}
              data-degree={entity.degree}
              title={`${entity.name}: ${links(entity.degree)}, ${countText(entity.signalCount, 'signal')}`}
              onClick={() => onPick(entity)}
              maw="100%"
            >
              {entity.name}
              {/* The button's own colour: a dimmed grey on the light button's tint reads below 4.5:1. */}
              <Text span size="xs" c="inherit" fw={400} ml={6}>
                {links(entity.degree)}
              </Text>
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
