import { Badge } from '@mantine/core';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';

/** A like or a dislike, in words and colour (the icon alone would not tell a screen reader). */
export function FeedbackValueBadge({ value }: { value: 1 | -1 }) {
  const like = value === 1;
  return (
    <Badge
      variant="light"
      color={like ? 'teal' : 'red'}
      leftSection={like ? <IconThumbUp size={12} aria-hidden /> : <IconThumbDown size={12} aria-hidden />}
    >
      {like ? 'Like' : 'Dislike'}
    </Badge>
  );
}
