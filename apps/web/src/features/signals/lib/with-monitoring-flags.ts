import { withCustomerFlag } from '../../../shared/state/loading-flags-store';

/** Spec section 4: the customer's monitoring recent and history flags are up while a create, edit or delete runs. */
export function withMonitoringFlags<T>(customer: string, write: () => Promise<T>): Promise<T> {
  return withCustomerFlag(customer, 'monitoringRecent', () => withCustomerFlag(customer, 'monitoringHistory', write));
}
