import { ActionIcon, Group } from '@mantine/core';
import {
  IconBookmark,
  IconBookmarkFilled,
  IconThumbDown,
  IconThumbDownFilled,
  IconThumbUp,
  IconThumbUpFilled,
} from '@tabler/icons-react';
import { useSetFeedback, useToggleBookmark, type ReviewTarget } from '../api/review-mutations';

type ReviewActionsProps = {
  target: ReviewTarget;
  bookmarked: boolean;
  /** The user's own feedback on the item, if any. */
  feedback: { id: string; feedback: number } | undefined;
};

/** Bookmark, like, dislike: each a toggle; pressing the current like or dislike again takes it back. */
export function ReviewActions({ target, bookmarked, feedback }: ReviewActionsProps) {
  const bookmark = useToggleBookmark();
  const setFeedback = useSetFeedback();
  const liked = feedback?.feedback === 1;
  const disliked = feedback?.feedback === -1;
  const busy = bookmark.isPending || setFeedback.isPending;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant={bookmarked ? 'light' : 'subtle'}
        color={bookmarked ? 'yellow' : 'gray'}
        aria-label="Bookmark"
        aria-pressed={bookmarked}
        disabled={busy}
        onClick={() => bookmark.mutate({ target, bookmarked })}
      >
        {bookmarked ? <IconBookmarkFilled size={18} /> : <IconBookmark size={18} stroke={1.6} />}
      </ActionIcon>
      <ActionIcon
        variant={liked ? 'light' : 'subtle'}
        color={liked ? 'teal' : 'gray'}
        aria-label="Like"
        aria-pressed={liked}
        disabled={busy}
        onClick={() => setFeedback.mutate({ target, value: 1, existing: feedback })}
      >
        {liked ? <IconThumbUpFilled size={18} /> : <IconThumbUp size={18} stroke={1.6} />}
      </ActionIcon>
      <ActionIcon
        variant={disliked ? 'light' : 'subtle'}
        color={disliked ? 'red' : 'gray'}
        aria-label="Dislike"
        aria-pressed={disliked}
        disabled={busy}
        onClick={() => setFeedback.mutate({ target, value: -1, existing: feedback })}
      >
        {disliked ? <IconThumbDownFilled size={18} /> : <IconThumbDown size={18} stroke={1.6} />}
      </ActionIcon>
    </Group>
  );
}
