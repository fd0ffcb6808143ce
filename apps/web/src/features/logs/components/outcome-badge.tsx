import { Badge } from '@mantine/core';
import { AUDIT_OUTCOME_LABELS, type AuditOutcome } from '@argus/contract';

const COLOR: Record<AuditOutcome, string> = { success: 'teal', failure: 'red', refused: 'orange', skipped: 'gray' };

/** Whether the logged attempt went through: a failed login stands out in red. */
export function OutcomeBadge({ outcome }: { outcome: AuditOutcome }) {
  return (
    <Badge
      color={COLOR[outcome]}
      variant={outcome === 'success' || outcome === 'skipped' ? 'light' : 'filled'}
      size="sm"
      radius="sm"
    >
      {AUDIT_OUTCOME_LABELS[outcome]}
    </Badge>
  );
}
