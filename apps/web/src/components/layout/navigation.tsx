import type { ReactNode } from 'react';
import { Avatar, Divider, Group, NavLink, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconAffiliate,
  IconBuildingSkyscraper,
  IconChartDots3,
  IconFileAnalytics,
  IconHierarchy3,
  IconKey,
  IconLayoutDashboard,
  IconLogout,
  IconMailForward,
  IconMap2,
  IconMessages,
  IconNews,
  IconRss,
  IconSettings,
  IconThumbUp,
  IconTimeline,
  IconTarget,
  IconUsers,
  IconWebhook,
  type Icon,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { formatDisplayName, formatInitials } from '../../lib/format-display-name';
import { isWithin, paths } from '../../lib/paths';
import classes from './navigation.module.css';
import type { NavigationLink, NavigationSection } from './navigation-sections';

const iconByPath: Record<string, Icon> = {
  [paths.mentionStream]: IconMessages,
  [paths.overview]: IconLayoutDashboard,
  [paths.signalStream]: IconNews,
  [paths.map]: IconMap2,
  [paths.industryNetwork]: IconAffiliate,
  [paths.influenceRange]: IconChartDots3,
  [paths.convergingTimelines]: IconTimeline,
  [paths.users]: IconUsers,
  [paths.customers]: IconBuildingSkyscraper,
  [paths.targetEntities]: IconTarget,
  [paths.sources]: IconRss,
  [paths.apiKeys]: IconKey,
  [paths.feedbacks]: IconThumbUp,
  [paths.emailSchedules]: IconMailForward,
  [paths.logs]: IconFileAnalytics,
};

type NavigationProps = {
  sections: NavigationSection[];
  username: string;
  roleLabel: string;
  /** Called after a link was followed, so that the mobile navigation can close. */
  onNavigate: () => void;
  onLogout: () => void;
  /** What follows the sections inside the scrolling box, before the user's block (the saved views). */
  afterSections?: ReactNode;
};

/** The user's own screens beside Logout: Settings, and Webhooks (where their alerts are also sent). */
function SettingsLinks({ pathname, onNavigate }: { pathname: string; onNavigate: () => void }) {
  return (
    <>
      <NavLink
        component={Link}
        to={paths.settings}
        label="Settings"
        leftSection={<IconSettings size={18} stroke={1.6} />}
        active={isWithin(pathname, paths.settings) && !isWithin(pathname, paths.webhooks)}
        onClick={onNavigate}
        className={classes.link}
      />
      <NavLink
        component={Link}
        to={paths.webhooks}
        label="Webhooks"
        leftSection={<IconWebhook size={18} stroke={1.6} />}
        active={isWithin(pathname, paths.webhooks)}
        onClick={onNavigate}
        className={classes.link}
      />
    </>
  );
}

/**
 * One link of a section. A component of its own so that a change of address renders again only the links whose
 * `active` changed: built inline in the sections' loop, every link (and its icon) was built anew on each render.
 */
function SectionLink({ link, active, onNavigate }: { link: NavigationLink; active: boolean; onNavigate: () => void }) {
  const LinkIcon = iconByPath[link.to] ?? IconHierarchy3;
  const icon = <LinkIcon size={18} stroke={1.6} />;
  if (link.disabled) {
    return (
      <Tooltip label="Not available for the selected folder" position="right" withArrow>
        <NavLink component="span" label={link.label} leftSection={icon} disabled aria-disabled="true" />
      </Tooltip>
    );
  }
  return (
    <NavLink
      component={Link}
      to={link.to}
      label={link.label}
      leftSection={icon}
      active={active}
      onClick={onNavigate}
      className={classes.link}
    />
  );
}

/** Spec section 2: the sections of the main navigation, then the user, Settings and Logout at the bottom. */
export function Navigation({ sections, username, roleLabel, onNavigate, onLogout, afterSections }: NavigationProps) {
  const { pathname } = useLocation();
  return (
    <>
      {/* The browser's own scrolling, not Mantine's ScrollArea: its scrollbars measure the frame as it mounts, a layout of
          the whole first screen inside React's task on every screen (ADR 0119). */}
      <div className={classes.links}>
        <Stack component="nav" aria-label="Main" gap="sm" p="sm">
          {sections.map((section) => (
            <div key={section.id}>
              <Text className={classes.sectionLabel}>{section.label}</Text>
              <Stack gap={2}>
                {section.links.map((link) => (
                  <SectionLink key={link.to} link={link} active={isWithin(pathname, link.to)} onNavigate={onNavigate} />
                ))}
              </Stack>
            </div>
          ))}
        </Stack>
        {afterSections}
      </div>
      <Divider />
      <Stack gap={2} p="sm">
        <Group gap="sm" px="xs" py={6} wrap="nowrap">
          <Avatar color="initials" name={formatDisplayName(username)} radius="xl" size={34}>
            {formatInitials(username)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate data-testid="user-display-name">
              {formatDisplayName(username)}
            </Text>
            <Text size="xs" c="dimmed">
              {roleLabel}
            </Text>
          </div>
        </Group>
        <SettingsLinks pathname={pathname} onNavigate={onNavigate} />
        <NavLink
          component="button"
          type="button"
          label="Logout"
          leftSection={<IconLogout size={18} stroke={1.6} />}
          onClick={onLogout}
          className={classes.link}
        />
      </Stack>
    </>
  );
}
