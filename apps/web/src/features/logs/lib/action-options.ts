import { AUDIT_ACTION_GROUPS, AUDIT_ACTION_LABELS, isAuditActionGroup } from '@argus/contract';
import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';

type ActionGroup = ComboboxItemGroup<ComboboxItem, string>;

/**
 * The action filter's choices, grouped by area: first "All <area>" (the area's prefix, ending with '.': the server
 * matches it as a prefix), then each action of the area by its readable name (its code: matched exactly). An action
 * in the URL that the list lacks (typed by hand, or written by a newer server) is offered as it is, so the field never
 * shows empty while it filters.
 */
export function actionOptions(current: string): ActionGroup[] {
  const groups: ActionGroup[] = AUDIT_ACTION_GROUPS.map((group) => ({
    group: group.label,
    items: [
      { value: group.prefix, label: `All: ${group.label.toLowerCase()}` },
      ...Object.entries(AUDIT_ACTION_LABELS)
        .filter(([action]) => action.startsWith(group.prefix))
        .map(([action, label]) => ({ value: action, label })),
    ],
  }));
  const known = groups.some((group) => group.items.some((item) => item.value === current));
  if (current && !known)
    groups.push({
      group: 'Other',
      items: [{ value: current, label: isAuditActionGroup(current) ? `Starts with “${current}”` : `“${current}”` }],
    });
  return groups;
}
