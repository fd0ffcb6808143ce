import { Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { UnsavedChangesPrompt } from '../../../components/unsaved-changes/unsaved-changes-prompt';
import { useDigestSubscriptions } from '../../../features/settings/api/get-digest-subscriptions';
import { useUserSettings } from '../../../features/settings/api/get-user-settings';
import { AccountThemeSwitch } from '../../../features/settings/components/account-theme-switch';
import { ChangePasswordForm } from '../../../features/settings/components/change-password-form';
import { DefaultFiltersForm } from '../../../features/settings/components/default-filters-form';
import { DigestSubscriptionsForm } from '../../../features/settings/components/digest-subscriptions-form';
import { ListDensityField } from '../../../features/settings/components/list-density-field';
import { RelevanceReset } from '../../../features/settings/components/relevance-reset';
import { SettingsSection } from '../../../features/settings/components/settings-section';
import { useCurrentUser } from '../../../shared/state/session-store';

type Section = 'password' | 'filters' | 'digest';

/**
 * Password, theme, default filters and digest, each saved on its own; leaving with changes asks first. The
 * theme saves as it is picked, like the footer's control (ADR 0109).
 */
export default function UserSettingsPage() {
  const username = useCurrentUser()?.username ?? '';
  // The start-up loads the settings (spec section 4, step 3); the page waits for them rather than asking again.
  const preferences = useUserSettings(username).data?.preferences;
  const digest = useDigestSubscriptions();

  const [dirtySections, setDirtySections] = useState<ReadonlySet<Section>>(new Set());
  const reportDirty = useCallback(
    (section: Section) => (dirty: boolean) =>
      setDirtySections((current) => {
        if (current.has(section) === dirty) return current;
        const next = new Set(current);
        if (dirty) next.add(section);
        else next.delete(section);
        return next;
      }),
    [],
  );
  const onDirty = useMemo(
    () => ({
      password: reportDirty('password'),
      filters: reportDirty('filters'),
      digest: reportDirty('digest'),
    }),
    [reportDirty],
  );

  return (
    <Stack gap="lg" maw={720}>
      <UnsavedChangesPrompt hasUnsavedChanges={() => dirtySections.size > 0} />
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        User Settings
      </Title>
      <SettingsSection title="Password" description="Changing your password signs you out everywhere else.">
        <ChangePasswordForm onDirtyChange={onDirty.password} />
      </SettingsSection>
      <SettingsSection
        title="Appearance"
        description="Light, dark, or whatever your device uses; saved at once, on every device you sign in on."
      >
        <Stack gap="lg" maw={420}>
          <AccountThemeSwitch username={username} />
          <ListDensityField username={username} />
        </Stack>
      </SettingsSection>
      <SettingsSection
        title="Default filters"
        description="Signals and Mentions open with these, unless their link says otherwise."
      >
        {preferences ? (
          <DefaultFiltersForm username={username} preferences={preferences} onDirtyChange={onDirty.filters} />
        ) : (
          <Loader size="sm" aria-label="Loading your settings" />
        )}
      </SettingsSection>
      <SettingsSection title="Digest" description="A summary e-mail of a folder's new signals.">
        {digest.data ? (
          <DigestSubscriptionsForm subscriptions={digest.data} onDirtyChange={onDirty.digest} />
        ) : digest.isError ? (
          <Text size="sm" c="dimmed">
            Your digest subscriptions could not be loaded.
          </Text>
        ) : (
          <Loader size="sm" aria-label="Loading your digests" />
        )}
      </SettingsSection>
      <RelevanceReset />
    </Stack>
  );
}
