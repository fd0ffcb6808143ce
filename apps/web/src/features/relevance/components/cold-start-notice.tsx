import { Text } from '@mantine/core';

/** Why "Most relevant first" still shows newest first: the folder's model has too few reviews (ADR 0137). */
export function ColdStartNotice({ reviewsToGo }: { reviewsToGo: number }) {
  return (
    <Text size="sm" c="dimmed" role="status" data-testid="relevance-cold-start">
      Most relevant first learns from your likes, dislikes and bookmarks: {reviewsToGo} more{' '}
      {reviewsToGo === 1 ? 'review' : 'reviews'} in this folder and it starts.
    </Text>
  );
}
