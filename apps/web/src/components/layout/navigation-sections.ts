import { isAdmin, isModerator } from '@argus/contract';

export type NavigationLink = { label: string; to: string; disabled: boolean };
export type NavigationSectionId = 'discovery' | 'corporate-intelligence' | 'knowledge-graph' | 'system' | 'reports';
export type NavigationSection = { id: NavigationSectionId; label: string; links: NavigationLink[] };

export type NavigationInput = {
  privilege: number;
  knowledgeGraph: boolean;
  /** The selected folder's features; unknown while settings load. */
  folderFeatures?: { monitoring: boolean; discovery: boolean };
};

function link(label: string, to: string, disabled = false): NavigationLink {
  return { label, to, disabled };
}

/**
 * Spec section 2: which navigation sections and links a user sees. Links for a feature the selected folder
 * lacks are disabled, except for moderators and admins, who see every section regardless.
 */
export function buildNavigationSections({
  privilege,
  knowledgeGraph,
  folderFeatures,
}: NavigationInput): NavigationSection[] {
  const staff = isModerator(privilege);
  const lacksDiscovery = !staff && folderFeatures !== undefined && !folderFeatures.discovery;
  const lacksMonitoring = !staff && folderFeatures !== undefined && !folderFeatures.monitoring;

  const sections: NavigationSection[] = [
    { id: 'discovery', label: 'Discovery', links: [link('Mentions', '/discovery/mention-stream', lacksDiscovery)] },
    {
      id: 'corporate-intelligence',
      label: 'Corporate Intelligence',
      links: [
        link('Overview', '/corporate-intelligence/overview', lacksMonitoring),
        link('Signals', '/corporate-intelligence/signal-stream', lacksMonitoring),
        link('Map', '/corporate-intelligence/map', lacksMonitoring),
      ],
    },
  ];

  if (knowledgeGraph) {
    sections.push({
      id: 'knowledge-graph',
      label: 'Knowledge Graph',
      links: [
        link('Industry Network', '/knowledge-graph/industry-network'),
        link('Influence Range', '/knowledge-graph/influence-range'),
        link('Converging Timelines', '/knowledge-graph/converging-timelines'),
      ],
    });
  }

  if (staff) {
    const admin = isAdmin(privilege);
    sections.push({
      id: 'system',
      label: 'System Management',
      links: [
        ...(admin ? [link('Users', '/system/users'), link('Customers', '/system/customers')] : []),
        link('Target Entities', '/system/target-entities'),
      ],
    });
    sections.push({
      id: 'reports',
      label: 'Reports',
      links: [
        link('Feedbacks', '/reports/feedbacks'),
        link('E-Mail Schedules', '/reports/email-schedules'),
        ...(admin ? [link('Logs', '/reports/logs')] : []),
      ],
    });
  }

  return sections;
}
