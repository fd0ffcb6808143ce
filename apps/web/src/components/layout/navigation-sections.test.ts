import { describe, expect, it } from 'vitest';
import { buildNavigationSections, type NavigationInput } from './navigation-sections';

function labels(input: NavigationInput) {
  return buildNavigationSections(input).map((section) => [section.label, section.links.map((link) => link.label)]);
}

describe('buildNavigationSections', () => {
  it('shows an analyst Discovery and Corporate Intelligence only', () => {
    expect(labels({ privilege: 1, knowledgeGraph: false })).toEqual([
      ['Discovery', ['Mentions']],
      ['Corporate Intelligence', ['Overview', 'Signals', 'Map']],
    ]);
  });

  it('adds the knowledge graph when the flag is on', () => {
    expect(labels({ privilege: 1, knowledgeGraph: true })[2]).toEqual([
      'Knowledge Graph',
      ['Industry Network', 'Influence Range', 'Converging Timelines'],
    ]);
  });

  it('gives a moderator Target Entities, Sources and two reports, but not Users, Customers, API Keys or Logs', () => {
    expect(labels({ privilege: 2, knowledgeGraph: false }).slice(2)).toEqual([
      ['System Management', ['Target Entities', 'Sources']],
      ['Reports', ['Feedbacks', 'E-Mail Schedules']],
    ]);
  });

  it('gives an admin everything', () => {
    expect(labels({ privilege: 3, knowledgeGraph: false }).slice(2)).toEqual([
      ['System Management', ['Users', 'Customers', 'Target Entities', 'Sources', 'API Keys']],
      ['Reports', ['Feedbacks', 'E-Mail Schedules', 'Logs']],
    ]);
  });

  it("disables an analyst's links for features the folder lacks", () => {
    const sections = buildNavigationSections({
      privilege: 0,
      knowledgeGraph: false,
      folderFeatures: { monitoring: true, discovery: false },
    });
    expect(sections[0]?.links[0]).toMatchObject({ label: 'Mentions', disabled: true });
    expect(sections[1]?.links.every((link) => !link.disabled)).toBe(true);
  });

  it('never disables links for staff', () => {
    const sections = buildNavigationSections({
      privilege: 2,
      knowledgeGraph: false,
      folderFeatures: { monitoring: false, discovery: false },
    });
    expect(sections.flatMap((section) => section.links).some((link) => link.disabled)).toBe(false);
  });
});
