/**
 * A reference list's labels as a picker's choices, sorted, with the entity's stored value kept when the list lacks it
 * (an entity imported before the list changed still shows, and saves, what it holds).
 */
export function referenceChoices(labels: readonly string[], stored: string): string[] {
  const choices = new Set(labels);
  if (stored) choices.add(stored);
  return [...choices].sort((left, right) => left.localeCompare(right, 'en'));
}
