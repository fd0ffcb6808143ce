import { RELIABILITY_LABELS } from '@argus/contract';

/** A user a digest may be for: staff read every folder, an analyst only their own. */
export type OwnerChoice = { username: string; email: string | null; staff: boolean; folders: string[] };

/**
 * What the editor and the list offer, handed in by the route page from lists other features load (users, customers,
 * event types): features do not import each other.
 */
export type ScheduleChoices = {
  owners: OwnerChoice[];
  folders: { value: string; label: string }[];
  folderLabel: (customerName: string) => string;
  eventTypes: string[];
  /** The users list is still loading (the owner picker says so instead of offering nobody). */
  loading: boolean;
};

/** Stored reliability 1-5 by its label; '' is no minimum. */
export const MIN_RELIABILITY_OPTIONS = [
  { value: '', label: 'Any reliability' },
  ...RELIABILITY_LABELS.slice(1).map((label, index) => ({ value: String(index + 1), label: `${label} or higher` })),
];

export function reliabilityLabel(value: number): string {
  return RELIABILITY_LABELS[value] ?? String(value);
}

/** The folders a user's digest may carry: all for staff, their own for an analyst (the server refuses others). */
export function foldersFor(choices: ScheduleChoices, username: string) {
  const owner = choices.owners.find((entry) => entry.username === username);
  if (!owner || owner.staff) return choices.folders;
  const own = new Set(owner.folders);
  return choices.folders.filter((folder) => own.has(folder.value));
}
