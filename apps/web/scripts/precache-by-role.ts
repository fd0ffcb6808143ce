// Which built files the service worker precaches for everyone, and which only staff need (ADR 0103): read
// from Vite's build manifest (dist/.vite/manifest.json) at build time, by vite.config.ts.
import { PRIVILEGE } from '../../../packages/contract/src/constants.ts';

/** Where the build lists staff's files per privilege (src/app/startup/precache-role-screens.ts reads it). */
export const ROLE_PRECACHE_FILE = 'precache-by-privilege.json';

/** One entry of Vite's build manifest. */
export type ManifestChunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
};
export type BuildManifest = Record<string, ManifestChunk>;

/** The screens only staff may open, with the lowest privilege that opens each (router.tsx's RequirePrivilege). */
export const STAFF_SCREENS: Readonly<Record<string, number>> = {
  'src/app/routes/system/target-entities-page.tsx': PRIVILEGE.moderator,
  'src/app/routes/system/target-entity-editor-page.tsx': PRIVILEGE.moderator,
  'src/app/routes/reports/feedbacks-page.tsx': PRIVILEGE.moderator,
  'src/app/routes/reports/email-schedules-page.tsx': PRIVILEGE.moderator,
  'src/app/routes/system/users-page.tsx': PRIVILEGE.admin,
  'src/app/routes/system/user-editor-page.tsx': PRIVILEGE.admin,
  'src/app/routes/system/customers-page.tsx': PRIVILEGE.admin,
  'src/app/routes/system/customer-editor-page.tsx': PRIVILEGE.admin,
  'src/app/routes/reports/logs-page.tsx': PRIVILEGE.admin,
};

/** What the service worker precaches for every visitor and what staff's sessions add, as paths from the site root. */
export type RolePrecache = {
  /** Files that only staff screens load: left out of the precache. */
  staffOnly: string[];
  /** Per privilege (moderator, admin): the staff-only files of the screens that privilege opens. */
  byPrivilege: Record<number, string[]>;
};

/** The files a manifest entry brings with it: its own, its styles and assets, and what it imports, transitively. */
function filesOf(manifest: BuildManifest, start: string[], skip: (key: string) => boolean): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const pending = [...start];
  while (pending.length > 0) {
    const key = pending.pop()!;
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/${file}`);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
      if (!skip(next)) pending.push(next);
    }
  }
  return files;
}

/**
 * Splits the build: whatever the app reaches without entering a staff screen is everyone's; the rest belongs to the
 * staff screens that reach it, and so to the lowest privilege among them.
 */
export function splitPrecacheByRole(manifest: BuildManifest): RolePrecache {
  const isStaffScreen = (key: string) => key in STAFF_SCREENS;
  const everyone = filesOf(manifest, ['index.html'], isStaffScreen);
  const missing = Object.keys(STAFF_SCREENS).filter((screen) => !manifest[screen]);
  if (missing.length > 0) throw new Error(`precache-by-role: no chunk of ${missing.join(', ')} in the build`);
  const byPrivilege: Record<number, string[]> = {};
  for (const privilege of [PRIVILEGE.moderator, PRIVILEGE.admin]) {
    const screens = Object.keys(STAFF_SCREENS).filter((screen) => STAFF_SCREENS[screen]! <= privilege);
    const files = filesOf(manifest, screens, (key) => isStaffScreen(key) && STAFF_SCREENS[key]! > privilege);
    byPrivilege[privilege] = [...files].filter((file) => !everyone.has(file)).sort();
  }
  return { staffOnly: byPrivilege[PRIVILEGE.admin]!, byPrivilege };
}
