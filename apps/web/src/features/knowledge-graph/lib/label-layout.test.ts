import { describe, expect, it } from 'vitest';
import { countOverlaps, createLabelPlacement, labelBoxAt, placeLabels, type LabelCandidate } from './label-layout';

// ADR 0130: the Industry Network's labels never cover one another, industries with most entities first.

const FONT = 12;
/** An industry's label at (x, y) of a node of size 10, its text `width` pixels wide. */
const industry = (id: string, x: number, y: number, priority: number, width = 80): LabelCandidate => ({
  id,
  box: labelBoxAt({ x, y, size: 10 }, width, FONT),
  priority,
});

describe('label layout', () => {
  it('boxes a label right of its node, centred on it, with a margin', () => {
    expect(labelBoxAt({ x: 100, y: 50, size: 10 }, 60, FONT)).toEqual({ left: 111, top: 42, right: 175, bottom: 58 });
  });

  it('shows the industries with most entities, leaving out those whose label would cover one shown', () => {
    // A phone's narrow canvas over a year: four industries crowd one row, a fifth stands apart.
    const candidates = [
      industry('industry:Mining', 0, 100, 3),
      industry('industry:Energy', 40, 104, 9),
      industry('industry:Media', 90, 98, 5),
      industry('industry:Banking', 200, 100, 1),
      industry('industry:Logistics', 40, 300, 2),
    ];
    const placement = createLabelPlacement();
    const shown = placeLabels(placement, candidates);
    // Energy (9 entities) first; Media and Mining would cover it; Banking and Logistics are free.
    expect([...shown].sort()).toEqual(['industry:Banking', 'industry:Energy', 'industry:Logistics']);
    expect(countOverlaps(placement.placed)).toBe(0);
    // Without the layout, every one of them would be drawn: the crowded row overlaps.
    expect(countOverlaps(candidates.map(({ box }) => box))).toBeGreaterThan(0);
  });

  it('puts the hovered or focused node first, and an entity label only where it covers none', () => {
    const candidates = [industry('industry:Energy', 40, 104, 9), industry('industry:Media', 90, 98, 5)];
    const placement = createLabelPlacement();
    expect([...placeLabels(placement, candidates, ['industry:Media'])]).toEqual(['industry:Media']);
    // An entity's label over Media's is not drawn; one below it is.
    expect(placement.place(labelBoxAt({ x: 95, y: 100, size: 4 }, 50, FONT))).toBe(false);
    expect(placement.place(labelBoxAt({ x: 95, y: 140, size: 4 }, 50, FONT))).toBe(true);
    expect(placement.placed).toHaveLength(2);
  });
});
