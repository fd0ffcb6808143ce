import { isWithin, paths } from '../../../lib/paths';

export type FolderFeatures = { monitoring: boolean; discovery: boolean };

/**
 * Spec section 2: a folder with only discovery has no corporate-intelligence screens, and one with only
 * monitoring has no discovery screens; send the user to the area the folder does have.
 */
export function resolveFeatureRedirect(pathname: string, features: FolderFeatures | undefined): string | null {
  if (!features) return null;
  const onMonitoringPath = isWithin(pathname, paths.corporateIntelligence);
  const onDiscoveryPath = isWithin(pathname, paths.discovery);
  if (onMonitoringPath && features.discovery && !features.monitoring) return paths.mentionStream;
  if (onDiscoveryPath && features.monitoring && !features.discovery) return paths.overview;
  return null;
}
