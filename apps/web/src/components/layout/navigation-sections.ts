import { isAdmin, isModerator } from '@argus/contract';
import { paths } from '../../lib/paths';

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
    { id: 'discovery', label: 'Discovery', links: [link('Mentions', paths.mentionStream, lacksDiscovery)] },
    {
      id: 'corporate-intelligence',
      label: 'Corporate Intelligence',
      links: [
        link('Overview', paths.overview, lacksMonitoring),
        link('Signals', paths.signalStream, lacksMonitoring),
        link('Map', paths.map, lacksMonitoring),
      ],
    },
  ];

  if (knowledgeGraph) {
    sections.push({
      id: 'knowledge-graph',
      label: 'Knowledge Graph',
      links: [
        link('Industry Network', paths.industryNetwork),
        link('Influence Range', paths.influenceRange),
        link('Converging Timelines', paths.convergingTimelines),
      ],
    });
  }

  if (staff) {
    const admin = isAdmin(privilege);
    sections.push({
      id: 'system',
      label: 'System Management',
      links: [
        ...(admin ? [link('Users', paths.users), link('Customers', paths.customers)] : []),
        link('Target Entities', paths.targetEntities),
        link('Sources', paths.sources),
        ...(admin ? [link('API Keys', paths.apiKeys)] : []),
      ],
    });
    sections.push({
      id: 'reports',
      label: 'Reports',
      links: [
        link('Feedbacks', paths.feedbacks),
        link('E-Mail Schedules', paths.emailSchedules),
        ...(admin ? [link('Logs', paths.logs)] : []),
      ],
    });
  }

  return sections;
}
