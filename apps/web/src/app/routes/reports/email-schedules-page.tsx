import type { UserRecord } from '@argus/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCustomerOptions } from '../../../features/customers/hooks/use-customer-options';
import { EmailSchedulesScreen } from '../../../features/email-schedules/components/email-schedules-screen';
import type { ScheduleChoices } from '../../../features/email-schedules/lib/schedule-choices';
import { eventTypesQueryOptions } from '../../../features/signals/api/get-event-types';
import { usersQueryOptions } from '../../../features/users/api/get-users';
import { useAdminListsLoaded } from '../../../shared/state/loading-flags-store';

const NO_USERS: UserRecord[] = [];

/** /reports/email-schedules: the screen, with the users, folders and event types its pickers offer. */
export default function EmailSchedulesPage() {
  const { options, labelOf, loading: foldersLoading } = useCustomerOptions();
  // Asked after the start-up's staff lists, like the other admin lists (ADR 0012); the list has e-mail addresses,
  // which a new schedule's recipients start from.
  const users = useQuery({ ...usersQueryOptions, enabled: useAdminListsLoaded() });
  const eventTypes = useQuery({ ...eventTypesQueryOptions, enabled: false });
  const userList = users.data ?? NO_USERS;
  const choices = useMemo<ScheduleChoices>(
    () => ({
      // Pending sign-ups and disabled accounts read nothing, so no digest is made for them.
      owners: userList
        .filter((user) => user.status === 'active')
        .map((user) => ({
          username: user.username,
          email: user.email,
          staff: user.role !== 'user',
          folders: user.folders,
        })),
      folders: options,
      folderLabel: labelOf,
      eventTypes: (eventTypes.data ?? []).map((type) => type.name),
      loading: users.isPending || foldersLoading,
    }),
    [userList, options, labelOf, eventTypes.data, users.isPending, foldersLoading],
  );
  return <EmailSchedulesScreen choices={choices} />;
}
