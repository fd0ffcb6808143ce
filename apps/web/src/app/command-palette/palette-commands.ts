import type { NavigationSection } from '../../components/layout/navigation-sections';
import { paths } from '../../lib/paths';

/** What a command does when chosen. */
export type PaletteAction =
  | { kind: 'go'; to: string }
  | { kind: 'folder'; customerName: string }
  | { kind: 'company'; companyName: string }
  | { kind: 'signal'; signalId: string };

export type PaletteCommand = {
  /** Unique among the commands: the option's value. */
  id: string;
  group: PaletteGroup;
  label: string;
  /** A second, dimmed line: where a screen sits, a signal's event type and day. */
  description?: string;
  action: PaletteAction;
};

export const PALETTE_GROUPS = ['Screens', 'Saved views', 'Folders', 'Companies', 'Recent signals'] as const;
export type PaletteGroup = (typeof PALETTE_GROUPS)[number];

export type PaletteSources = {
  /** The navigation the user sees (role, knowledge-graph flag and the folder's features already applied). */
  sections: readonly NavigationSection[];
  folders: readonly { value: string; label: string }[];
  /** The selected folder's companies, sorted. */
  companies: readonly string[];
  /** The selected folder's newest signals, newest first. */
  recentSignals: readonly { id: string; targetEntityName: string; eventType: string; publishDate: string }[];
  /** The selected folder's saved views (ADR 0135), each with the address it opens. */
  savedViews?: readonly PaletteSavedView[];
};

export type PaletteSavedView = { id: string; name: string; screen: string; owner: string | null; href: string };

/** Every command the palette offers this user now: the screens they may open, their folders, companies, signals. */
export function buildPaletteCommands({
  sections,
  folders,
  companies,
  recentSignals,
  savedViews = [],
}: PaletteSources): PaletteCommand[] {
  const screens: PaletteCommand[] = sections.flatMap((section) =>
    section.links
      .filter((link) => !link.disabled)
      .map((link) => ({
        id: `screen:${link.to}`,
        group: 'Screens' as const,
        label: link.label,
        description: section.label,
        action: { kind: 'go', to: link.to } as const,
      })),
  );
  screens.push({
    id: `screen:${paths.settings}`,
    group: 'Screens',
    label: 'Settings',
    action: { kind: 'go', to: paths.settings },
  });
  screens.push({
    id: `screen:${paths.webhooks}`,
    group: 'Screens',
    label: 'Webhooks',
    description: 'Settings',
    action: { kind: 'go', to: paths.webhooks },
  });
  return [
    ...screens,
    ...savedViews.map((view) => ({
      id: `saved-view:${view.id}`,
      group: 'Saved views' as const,
      label: `Saved view: ${view.name}`,
      description: view.owner ? `${view.screen}, shared by ${view.owner}` : view.screen,
      action: { kind: 'go', to: view.href } as const,
    })),
    ...folders.map((folder) => ({
      id: `folder:${folder.value}`,
      group: 'Folders' as const,
      label: folder.label,
      action: { kind: 'folder', customerName: folder.value } as const,
    })),
    ...companies.map((companyName) => ({
      id: `company:${companyName}`,
      group: 'Companies' as const,
      label: companyName,
      description: 'Signals about it',
      action: { kind: 'company', companyName } as const,
    })),
    ...recentSignals.map((signal) => ({
      id: `signal:${signal.id}`,
      group: 'Recent signals' as const,
      label: `${signal.targetEntityName}: ${signal.eventType}`,
      description: signal.publishDate.slice(0, 10),
      action: { kind: 'signal', signalId: signal.id } as const,
    })),
  ];
}

/** How many of a group show at most: a folder may have thousands of companies; every screen shows. */
export const SHOWN_PER_GROUP = 8;
const shownOf = (group: PaletteGroup) => (group === 'Screens' ? Infinity : SHOWN_PER_GROUP);

/**
 * The commands whose label (or description) holds every word typed, case-insensitively, at most `SHOWN_PER_GROUP`
 * per group but the screens, in the groups' order; a label that starts with the query comes first within its group.
 */
export function matchPaletteCommands(commands: readonly PaletteCommand[], query: string): PaletteCommand[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const matches = commands.filter((command) => {
    const text = `${command.label} ${command.description ?? ''}`.toLocaleLowerCase();
    return words.every((word) => text.includes(word));
  });
  const wanted = query.trim().toLocaleLowerCase();
  const startsWithQuery = (command: PaletteCommand) => command.label.toLocaleLowerCase().startsWith(wanted);
  return PALETTE_GROUPS.flatMap((group) => {
    const inGroup = matches.filter((command) => command.group === group);
    // A stable sort: the commands keep their order otherwise (screens as the navigation lists them).
    const ranked = wanted
      ? inGroup.toSorted((a, b) => Number(startsWithQuery(b)) - Number(startsWithQuery(a)))
      : inGroup;
    return ranked.slice(0, shownOf(group));
  });
}
