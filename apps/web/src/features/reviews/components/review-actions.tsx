import { ActionIcon, Group } from '@mantine/core';
import {
  IconBookmark,
  IconBookmarkFilled,
  IconThumbDown,
  IconThumbDownFilled,
  IconThumbUp,
  IconThumbUpFilled,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useReviewPending } from '../api/review-mutations';

type ReviewActionsProps = {
  id: string;
  bookmarked: boolean;
  /** The user's own feedback on the item, if any. */
  feedback: { id: string; feedback: number } | undefined;
  /** The list's review functions (`useItemReviews`), which the triage keys use too: one write path for both. */
  onBookmark: (id: string) => void;
  onLike: (id: string) => void;
  onDislike: (id: string) => void;
};

type ToggleProps = {
  label: string;
  pressed: boolean;
  color: string;
  /** A press while the item's last change of this kind is under way is ignored (no greyed flash: the state shows). */
  waiting: boolean;
  icon: ReactNode;
  pressedIcon: ReactNode;
  onClick: () => void;
};

function ReviewToggle({ label, pressed, color, waiting, icon, pressedIcon, onClick }: ToggleProps) {
  return (
    <ActionIcon
      variant={pressed ? 'light' : 'subtle'}
      color={pressed ? color : 'gray'}
      aria-label={label}
      aria-pressed={pressed}
      aria-busy={waiting || undefined}
      onClick={() => {
        if (!waiting) onClick();
      }}
    >
      {pressed ? pressedIcon : icon}
    </ActionIcon>
  );
}

/**
 * Bookmark, like, dislike: each a toggle whose state changes at the press, the quiet confirmation; pressing the current
 * like or dislike again takes it back. A dislike also offers Undo (review-mutations.ts). The writes are the list's
 * (`useItemReviews`): a card holds no mutation of its own, so a screen of cards subscribes to the cache once.
 */
export function ReviewActions({ id, bookmarked, feedback, onBookmark, onLike, onDislike }: ReviewActionsProps) {
  const pending = useReviewPending(id);
  return (
    <Group gap={4} wrap="nowrap">
      <ReviewToggle
        label="Bookmark"
        pressed={bookmarked}
        color="yellow"
        waiting={pending.bookmark}
        icon={<IconBookmark size={18} stroke={1.6} />}
        pressedIcon={<IconBookmarkFilled size={18} />}
        onClick={() => onBookmark(id)}
      />
      <ReviewToggle
        label="Like"
        pressed={feedback?.feedback === 1}
        color="teal"
        waiting={pending.feedback}
        icon={<IconThumbUp size={18} stroke={1.6} />}
        pressedIcon={<IconThumbUpFilled size={18} />}
        onClick={() => onLike(id)}
      />
      <ReviewToggle
        label="Dislike"
        pressed={feedback?.feedback === -1}
        color="red"
        waiting={pending.feedback}
        icon={<IconThumbDown size={18} stroke={1.6} />}
        pressedIcon={<IconThumbDownFilled size={18} />}
        onClick={() => onDislike(id)}
      />
    </Group>
  );
}
