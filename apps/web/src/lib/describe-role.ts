import { isAdmin, isModerator } from '@argus/contract';

/** Human name of a numeric privilege (spec section 6). */
export function describeRole(privilege: number): 'Administrator' | 'Moderator' | 'Analyst' {
  if (isAdmin(privilege)) return 'Administrator';
  if (isModerator(privilege)) return 'Moderator';
  return 'Analyst';
}
