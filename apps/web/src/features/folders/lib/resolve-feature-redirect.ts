export type FolderFeatures = { monitoring: boolean; discovery: boolean };

/**
 * Spec section 2: a folder with only discovery has no corporate-intelligence screens, and one with only
 * monitoring has no discovery screens; send the user to the area the folder does have.
 */
export function resolveFeatureRedirect(pathname: string, features: FolderFeatures | undefined): string | null {
  if (!features) return null;
  const onMonitoringPath = pathname === '/corporate-intelligence' || pathname.startsWith('/corporate-intelligence/');
  const onDiscoveryPath = pathname === '/discovery' || pathname.startsWith('/discovery/');
  if (onMonitoringPath && features.discovery && !features.monitoring) return '/discovery/mention-stream';
  if (onDiscoveryPath && features.monitoring && !features.discovery) return '/corporate-intelligence/overview';
  return null;
}
