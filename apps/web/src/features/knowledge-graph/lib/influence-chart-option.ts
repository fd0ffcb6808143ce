import type { GraphInfluence } from '@argus/contract';
import { GraphChart, type GraphSeriesOption } from 'echarts/charts';
import { LegendComponent, type LegendComponentOption, type TooltipComponentOption } from 'echarts/components';
import * as echarts from 'echarts/core';
import { layoutInfluenceRings } from './influence-layout';
import { formatCount } from '../../../lib/format-count';

// The Influence Range's picture as an ECharts option (ADR 0101): the graph series on the rings of influence-layout.ts,
// entities coloured by hop and sized by their signals, links as wide as their weight. Registered here, with the
// option, so that only this screen's lazy chunk carries the graph series.
echarts.use([GraphChart, LegendComponent]);

export type InfluenceChartOption = echarts.ComposeOption<
  GraphSeriesOption | LegendComponentOption | TooltipComponentOption
>;

/** Colours by hop (Mantine's shade 6, legible on both themes): the centre, then 1, 2 and 3 hops away. */
export const HOP_COLORS = ['#fa5252', '#228be6', '#12b886', '#be4bdb'];
export const HOP_NAMES = ['Centre', '1 hop', '2 hops', '3 hops'];

/** A node's data as the chart hands it back on a click. */
export type InfluenceNodeData = { entityId: string };

/** Links at least this share of the strongest one show their weight without a hover. */
const STRONG_SHARE = 0.6;
/**
 * Names show without a hover while the picture has at most this many entities (else only the centre's and ring 1's);
 * fewer on a narrow screen.
 */
const ALL_NAMES_UP_TO = { wide: 30, compact: 12 };

type InfluenceChartSettings = {
  /** Pan and zoom with the pointer (wide screens: on a phone a drag must scroll the page). */
  roam: boolean;
  /** A narrow screen: less room beside the rings for names. */
  compact: boolean;
};

export function influenceChartOption(
  influence: GraphInfluence,
  settings: InfluenceChartSettings,
): InfluenceChartOption {
  const positions = layoutInfluenceRings(influence);
  const hopOf = new Map(influence.nodes.map((node) => [node.id, node.hop]));
  hopOf.set(influence.center.id, 0);
  const names = new Map(influence.nodes.map((node) => [node.id, node.name]));
  names.set(influence.center.id, influence.center.name);
  const maxSignals = Math.max(1, influence.center.signalCount, ...influence.nodes.map((node) => node.signalCount));
  const maxWeight = Math.max(1, ...influence.edges.map((edge) => edge.weight));
  const deepest = Math.max(0, ...influence.nodes.map((node) => node.hop));
  const allNames = influence.nodes.length <= ALL_NAMES_UP_TO[settings.compact ? 'compact' : 'wide'];
  const entities = [
    { ...influence.center, hop: 0 },
    ...influence.nodes.filter((node) => node.id !== influence.center.id),
  ];
  const encode = echarts.format.encodeHTML;

  const data = entities.map((entity) => {
    const position = positions.get(entity.id) ?? { x: 0, y: 0 };
    const hop = entity.hop;
    return {
      id: entity.id,
      name: entity.name,
      entityId: entity.id,
      x: position.x,
      y: position.y,
      category: hop,
      symbolSize: 10 + 22 * Math.sqrt(entity.signalCount / maxSignals) + (hop === 0 ? 8 : 0),
      // Names point away from the centre, so that they run into empty space rather than across the rings.
      label: {
        show: hop === 0 || hop === 1 || allNames,
        position: hop === 0 ? ('bottom' as const) : position.x < -1 ? ('left' as const) : ('right' as const),
        fontWeight: hop === 0 ? ('bold' as const) : undefined,
        // The centre's name in full: it sits below the node, where there is room.
        ...(hop === 0 ? { width: 220 } : {}),
      },
      tooltip: {
        formatter: () =>
          `<b>${encode(entity.name)}</b><br/>${HOP_NAMES[hop]}${hop ? ' away' : ''} · ${formatCount(entity.signalCount)} ` +
          `signal${entity.signalCount === 1 ? '' : 's'}${entity.monitored ? '<br/>Monitored by this folder' : ''}`,
      },
    };
  });

  // Weights are written on the strong links only where they differ: on a range of single signals they say nothing.
  const weightsDiffer = influence.edges.some((edge) => edge.weight !== maxWeight);
  const links = influence.edges.map((edge) => {
    const share = edge.weight / maxWeight;
    const inner = Math.min(hopOf.get(edge.source) ?? 0, hopOf.get(edge.target) ?? 0);
    return {
      source: edge.source,
      target: edge.target,
      value: edge.weight,
      // A link takes the colour of its end nearer the centre, so that each ring's links read as one fan.
      lineStyle: {
        // A single signal is a thin line, the strongest link 7 px; square root, so that the middle stays apart.
        width: 1.5 + 5.5 * Math.sqrt((edge.weight - 1) / Math.max(1, maxWeight - 1)),
        color: HOP_COLORS[inner],
        opacity: 0.7 - 0.12 * Math.max(0, inner - 1),
      },
      label: { show: weightsDiffer && share >= STRONG_SHARE },
      tooltip: {
        formatter: () =>
          `${encode(names.get(edge.source) ?? '')} — ${encode(names.get(edge.target) ?? '')}<br/>` +
          `${formatCount(edge.weight)} signal${edge.weight === 1 ? '' : 's'} together` +
          (edge.category ? `, mostly ${encode(edge.category)}` : ''),
      },
    };
  });

  return {
    tooltip: { trigger: 'item', confine: true },
    legend: {
      data: HOP_NAMES.slice(0, deepest + 1),
      top: 0,
      icon: 'circle',
      // The hops are the picture's key, not a filter: a click on them changes nothing.
      selectedMode: false,
    },
    series: [
      {
        type: 'graph',
        layout: 'none',
        roam: settings.roam,
        // Rings stay round whatever the card's shape.
        preserveAspect: 'contain',
        // Room for the outer names beside their nodes.
        top: 44,
        bottom: 28,
        left: settings.compact ? 60 : 112,
        right: settings.compact ? 60 : 112,
        categories: HOP_NAMES.slice(0, deepest + 1).map((name, hop) => ({
          name,
          itemStyle: { color: HOP_COLORS[hop] },
        })),
        data,
        links,
        label: { fontSize: settings.compact ? 10 : 11, width: settings.compact ? 52 : 90, overflow: 'truncate' },
        lineStyle: { curveness: 0.08 },
        edgeLabel: {
          fontSize: 10,
          formatter: (params) => String((params as { value?: number }).value ?? ''),
        },
        labelLayout: { hideOverlap: true },
        emphasis: {
          focus: 'adjacency',
          label: { show: true },
          edgeLabel: { show: true },
          lineStyle: { opacity: 1 },
        },
        animationDurationUpdate: 300,
      },
    ],
  };
}
