/** A graph call's path with its folder (and entity) filled in, and its query. */
export function graphPath(template: string, values: Record<string, string>, query?: URLSearchParams): string {
  const path = template.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(values[key] ?? ''));
  const text = query?.toString();
  return text ? `${path}?${text}` : path;
}
