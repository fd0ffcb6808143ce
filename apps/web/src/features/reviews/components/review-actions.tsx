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
import { useSetFeedback, useToggleBookmark, type ReviewTarget } from '../api/review-mutations';

type ReviewActionsProps = {
  target: ReviewTarget;
  bookmarked: boolean;
  /** The user's own feedback on the item, if any. */
  feedback: { id: string; feedback: number } | undefined;
};

type ToggleProps = {
  label: string;
  pressed: boolean;
  color: string;
  disabled: boolean;
  icon: ReactNode;
  pressedIcon: ReactNode;
  onClick: () => void;
};

function ReviewToggle({ label, pressed, color, disabled, icon, pressedIcon, onClick }: ToggleProps) {
  return (
    <ActionIcon
      variant={pressed ? 'light' : 'subtle'}
      color={pressed ? color : 'gray'}
      aria-label={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
    >
      {pressed ? pressedIcon : icon}
    </ActionIcon>
  );
}

/** Bookmark, like, dislike: each a toggle; pressing the current like or dislike again takes it back. */
export function ReviewActions({ target, bookmarked, feedback }: ReviewActionsProps) {
  const bookmark = useToggleBookmark();
  const setFeedback = useSetFeedback();
  const busy = bookmark.isPending || setFeedback.isPending;
  return (
    <Group gap={4} wrap="nowrap">
      <ReviewToggle
        label="Bookmark"
        pressed={bookmarked}
        color="yellow"
        disabled={busy}
        icon={<IconBookmark size={18} stroke={1.6} />}
        pressedIcon={<IconBookmarkFilled size={18} />}
        onClick={() => bookmark.mutate({ target, bookmarked })}
      />
      <ReviewToggle
        label="Like"
        pressed={feedback?.feedback === 1}
        color="teal"
        disabled={busy}
        icon={<IconThumbUp size={18} stroke={1.6} />}
        pressedIcon={<IconThumbUpFilled size={18} />}
        onClick={() => setFeedback.mutate({ target, value: 1, existing: feedback })}
      />
      <ReviewToggle
        label="Dislike"
        pressed={feedback?.feedback === -1}
        color="red"
        disabled={busy}
        icon={<IconThumbDown size={18} stroke={1.6} />}
        pressedIcon={<IconThumbDownFilled size={18} />}
        onClick={() => setFeedback.mutate({ target, value: -1, existing: feedback })}
      />
    </Group>
  );
}
