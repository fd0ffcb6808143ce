import { paths } from '../../lib/paths';
import type { ItemKind } from './folder-holdings';

/**
 * The kind of items the first screen at this address lists (ADR 0157): signals on the corporate-intelligence screens
 * (and at the start and login addresses, which lead to the Signals screen), mentions on the discovery screens, none
 * elsewhere (administration, reports, settings).
 */
export function firstScreenItems(pathname: string): ItemKind | null {
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  if (under(paths.discovery)) return 'mentions';
  if (pathname === paths.home || pathname === paths.login || under(paths.corporateIntelligence)) return 'signals';
  return null;
}

/**
 * Whether a folder worker of this kind starts with the page (ADR 0157): the first screen lists its kind, or lists
 * neither kind. Otherwise it starts with its first load, after the first screen.
 */
export function startsWithFirstScreen(pathname: string, kind: ItemKind): boolean {
  const first = firstScreenItems(pathname);
  return first === null || first === kind;
}

/** The Signals and Mentions screens, and the addresses that lead to one. */
const STREAM_ADDRESSES: readonly string[] = [
  paths.home,
  paths.login,
  paths.corporateIntelligence,
  paths.signalStream,
  paths.discovery,
  paths.mentionStream,
];

/**
 * Whether the first screen at this address is a stream of its items, the Signals or the Mentions screen (or the start
 * and login addresses, which lead to one): the start-up waits for its first items on screen (ADR 0158). The Overview
 * and the Map draw figures of the whole folder, which wait for its history anyway.
 */
export function firstScreenIsStream(pathname: string): boolean {
  return STREAM_ADDRESSES.includes(pathname);
}
