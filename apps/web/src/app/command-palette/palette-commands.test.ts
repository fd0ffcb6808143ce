import { PRIVILEGE } from '@argus/contract';
import { describe, expect, it } from 'vitest';
import { buildNavigationSections } from '../../components/layout/navigation-sections';
import { buildPaletteCommands, matchPaletteCommands, SHOWN_PER_GROUP } from './palette-commands';

const ANALYST = PRIVILEGE.user;
const ADMIN = PRIVILEGE.admin;

const sources = (privilege: number, knowledgeGraph = false) => ({
  sections: buildNavigationSections({
    privilege,
    knowledgeGraph,
    folderFeatures: { monitoring: true, discovery: false },
  }),
  folders: [
    { value: 'northwind', label: 'Northwind Traders' },
    { value: 'kestrel', label: 'Kestrel Automotive' },
  ],
  companies: ['Acme Logistics', 'Alpha Beta', 'Beta Ports'],
  recentSignals: [
    { id: 's1', targetEntityName: 'Acme Logistics', eventType: 'Strike', publishDate: '2026-11-20T08:00:00.000Z' },
  ],
});

const labels = (commands: { label: string }[]) => commands.map((command) => command.label);

describe('command palette commands', () => {
  it('offers an analyst the screens of their navigation only, without the ones their folder lacks', () => {
    const screens = buildPaletteCommands(sources(ANALYST)).filter((command) => command.group === 'Screens');
    expect(labels(screens)).toEqual(['Overview', 'Signals', 'Map', 'Settings', 'Webhooks']);
  });

  it('offers an admin the system and report screens, and the knowledge graph when their flag is on', () => {
    const screens = labels(buildPaletteCommands(sources(ADMIN, true)).filter((command) => command.group === 'Screens'));
    expect(screens).toEqual(expect.arrayContaining(['Users', 'Customers', 'Logs', 'Industry Network', 'Mentions']));
  });

  it('says what each choice does: go to a screen, switch the folder, filter by a company, open a signal', () => {
    const actions = buildPaletteCommands(sources(ANALYST)).map((command) => command.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        { kind: 'go', to: '/corporate-intelligence/signal-stream' },
        { kind: 'folder', customerName: 'kestrel' },
        { kind: 'company', companyName: 'Beta Ports' },
        { kind: 'signal', signalId: 's1' },
      ]),
    );
  });

  it('matches every typed word in any order and case, labels starting with the query first', () => {
    const commands = buildPaletteCommands(sources(ANALYST));
    expect(labels(matchPaletteCommands(commands, 'kestrel'))).toEqual(['Kestrel Automotive']);
    expect(labels(matchPaletteCommands(commands, 'STRIKE acme'))).toEqual(['Acme Logistics: Strike']);
    expect(labels(matchPaletteCommands(commands, 'beta'))).toEqual(['Beta Ports', 'Alpha Beta']);
    expect(matchPaletteCommands(commands, 'no such place')).toEqual([]);
  });

  it('shows every screen but at most a few of each other group', () => {
    const many = { ...sources(ADMIN, true), companies: Array.from({ length: 50 }, (_, index) => `Company ${index}`) };
    const shown = matchPaletteCommands(buildPaletteCommands(many), '');
    expect(shown.filter((command) => command.group === 'Companies')).toHaveLength(SHOWN_PER_GROUP);
    expect(shown.filter((command) => command.group === 'Screens').length).toBeGreaterThan(SHOWN_PER_GROUP);
  });

  it("offers the folder's saved views, after the screens, opening their address", () => {
    const commands = buildPaletteCommands({
      ...sources(ANALYST),
      savedViews: [
        {
          id: 'v1',
          name: 'Acme strikes',
          screen: 'Signals',
          owner: null,
          href: '/corporate-intelligence/signal-stream?folder=northwind&company=Acme',
        },
        {
          id: 'v2',
          name: 'Press',
          screen: 'Mentions',
          owner: 'colleague',
          href: '/discovery/mention-stream?folder=northwind',
        },
      ],
    });
    expect(matchPaletteCommands(commands, 'acme').map(({ group, label }) => `${group}: ${label}`)).toEqual([
      'Saved views: Saved view: Acme strikes',
      'Companies: Acme Logistics',
      'Recent signals: Acme Logistics: Strike',
    ]);
    expect(matchPaletteCommands(commands, 'saved press')).toEqual([
      {
        id: 'saved-view:v2',
        group: 'Saved views',
        label: 'Saved view: Press',
        description: 'Mentions, shared by colleague',
        action: { kind: 'go', to: '/discovery/mention-stream?folder=northwind' },
      },
    ]);
  });
});
