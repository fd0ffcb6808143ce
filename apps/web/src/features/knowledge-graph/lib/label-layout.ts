// Which node labels of the Industry Network are drawn (ADR 0130): labels never cover one another. Industries are
// the landmarks, so they are placed first, the one with most entities first, each only where it covers no label
// placed before it; the entities' labels sigma picks then go only where they cover none. On a phone or over a
// year's window (dozens of industries in a small picture) the smaller industries' names give way; zooming in, or
// hovering a node, shows them. Plain TypeScript: the renderer measures, this decides.

/** A label's rectangle in the canvas's pixels. */
export type LabelBox = { left: number; top: number; right: number; bottom: number };

/** Room kept around a label, so that two labels never touch either. */
const LABEL_MARGIN = 2;
/** Sigma writes a node's label this far right of the node's disc (drawDiscNodeLabel). */
const LABEL_OFFSET = 3;

/** Where sigma writes a node's label: right of its disc, centred on it. */
export function labelBoxAt(node: { x: number; y: number; size: number }, textWidth: number, fontSize: number) {
  const left = node.x + node.size + LABEL_OFFSET;
  return {
    left: left - LABEL_MARGIN,
    top: node.y - fontSize / 2 - LABEL_MARGIN,
    right: left + textWidth + LABEL_MARGIN,
    bottom: node.y + fontSize / 2 + LABEL_MARGIN,
  };
}

export const boxesOverlap = (first: LabelBox, second: LabelBox) =>
  first.left < second.right && second.left < first.right && first.top < second.bottom && second.top < first.bottom;

/** The labels placed in one frame: each new one is placed only where it covers none placed before. */
export function createLabelPlacement() {
  const placed: LabelBox[] = [];
  return {
    placed: placed as readonly LabelBox[],
    /** Places the box if it is free, and says whether it did. */
    place(box: LabelBox): boolean {
      if (placed.some((other) => boxesOverlap(other, box))) return false;
      placed.push(box);
      return true;
    },
  };
}

export type LabelCandidate = { id: string; box: LabelBox; /** More first. */ priority: number };

/**
 * The industries whose labels show, into `placement`: `first` (the hovered or focused nodes, whose labels always show)
 * before all, then by priority (most entities), equal ones by id; each only where it covers none before it.
 */
export function placeLabels(
  placement: ReturnType<typeof createLabelPlacement>,
  candidates: readonly LabelCandidate[],
  first: readonly string[] = [],
): Set<string> {
  const rank = (id: string) => {
    const index = first.indexOf(id);
    return index === -1 ? first.length : index;
  };
  const ordered = [...candidates].sort(
    (left, right) =>
      rank(left.id) - rank(right.id) ||
      right.priority - left.priority ||
      (left.id < right.id ? -1 : left.id > right.id ? 1 : 0),
  );
  const shown = new Set<string>();
  for (const candidate of ordered) {
    if (placement.place(candidate.box)) shown.add(candidate.id);
  }
  return shown;
}

/** Pairs of boxes that overlap: what the canvas reports of a frame's labels (0 unless something draws past this). */
export function countOverlaps(boxes: readonly LabelBox[]): number {
  let overlaps = 0;
  for (let first = 0; first < boxes.length; first++) {
    for (let second = first + 1; second < boxes.length; second++) {
      if (boxesOverlap(boxes[first]!, boxes[second]!)) overlaps += 1;
    }
  }
  return overlaps;
}
