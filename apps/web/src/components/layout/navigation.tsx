import { Avatar, Box, Divider, Group, NavLink, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import {
  IconAffiliate,
  IconBuildingSkyscraper,
  IconChartDots3,
  IconFileAnalytics,
  IconHierarchy3,
  IconLayoutDashboard,
  IconLogout,
  IconMailForward,
  IconMap2,
  IconMessages,
  IconNews,
  IconSettings,
  IconThumbUp,
  IconTimeline,
  IconTarget,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { formatDisplayName, formatInitials } from '../../lib/format-display-name';
import classes from './navigation.module.css';
import type { NavigationSection } from './navigation-sections';

const iconByPath: Record<string, Icon> = {
  '/discovery/mention-stream': IconMessages,
  '/corporate-intelligence/overview': IconLayoutDashboard,
  '/corporate-intelligence/signal-stream': IconNews,
  '/corporate-intelligence/map': IconMap2,
  '/knowledge-graph/industry-network': IconAffiliate,
  '/knowledge-graph/influence-range': IconChartDots3,
  '/knowledge-graph/converging-timelines': IconTimeline,
  '/system/users': IconUsers,
  '/system/customers': IconBuildingSkyscraper,
  '/system/target-entities': IconTarget,
  '/reports/feedbacks': IconThumbUp,
  '/reports/email-schedules': IconMailForward,
  '/reports/logs': IconFileAnalytics,
};

type NavigationProps = {
  sections: NavigationSection[];
  username: string;
  roleLabel: string;
  /** Called after a link was followed, so that the mobile navigation can close. */
  onNavigate: () => void;
  onLogout: () => void;
};

function isActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** Spec section 2: the sections of the main navigation, then the user, Settings and Logout at the bottom. */
export function Navigation({ sections, username, roleLabel, onNavigate, onLogout }: NavigationProps) {
  const { pathname } = useLocation();
  return (
    <>
      <Box component={ScrollArea} className={classes.links} type="scroll">
        <Stack component="nav" aria-label="Main" gap="sm" p="sm">
          {sections.map((section) => (
            <div key={section.id}>
              <Text className={classes.sectionLabel}>{section.label}</Text>
              <Stack gap={2}>
                {section.links.map((link) => {
                  const LinkIcon = iconByPath[link.to] ?? IconHierarchy3;
                  const icon = <LinkIcon size={18} stroke={1.6} />;
                  if (link.disabled) {
                    return (
                      <Tooltip key={link.to} label="Not available for the selected folder" position="right" withArrow>
                        <NavLink component="span" label={link.label} leftSection={icon} disabled aria-disabled="true" />
                      </Tooltip>
                    );
                  }
                  return (
                    <NavLink
                      key={link.to}
                      component={Link}
                      to={link.to}
                      label={link.label}
                      leftSection={icon}
                      active={isActive(pathname, link.to)}
                      onClick={onNavigate}
                      className={classes.link}
                    />
                  );
                })}
              </Stack>
            </div>
          ))}
        </Stack>
      </Box>
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
        <NavLink
          component={Link}
          to="/settings"
          label="Settings"
          leftSection={<IconSettings size={18} stroke={1.6} />}
          active={isActive(pathname, '/settings')}
          onClick={onNavigate}
          className={classes.link}
        />
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
