/**
 * The query and mutation keys of the reviews feature, in one place: the start-up, the stream screens and the writes
 * read and update the user's bookmarks and feedback through the same functions, so that a renamed key cannot leave
 * a list behind.
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  favorites: (username: string) => [...reviewKeys.all, 'favorites', username] as const,
  ownFeedback: (username: string) => [...reviewKeys.all, 'feedback', 'own', username] as const,
  /** The writes of bookmarks and of feedback: a key and its buttons wait while one is under way for the item. */
  bookmarkWrites: () => [...reviewKeys.all, 'bookmark'] as const,
  feedbackWrites: () => [...reviewKeys.all, 'feedback'] as const,
};
