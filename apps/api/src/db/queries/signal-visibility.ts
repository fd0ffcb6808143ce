import { sql } from 'drizzle-orm';
import { signals } from '../schema';

/**
 * A signal that is neither hidden nor deleted: what every read shows. Written as literals, not parameters, so that
 * the planner can prove the predicate of the partial index signals_customer_publish_idx (deleted = false and
 * hidden = false) from the query.
 */
export const isVisible = sql`${signals.deleted} = false and ${signals.hidden} = false`;
