import { DEFAULT_CUSTOMER_NAME } from '@argus/contract';
import type { SeedEntity } from './companies';
import type { Random } from './random';

export type SeedScale = 'full' | 'small';

/**
 * One customer folder of the demo world. The set covers every combination the console must handle:
 * monitoring + discovery, discovery only, monitoring only, trend on, and labels that fall back to the name.
 */
export type CustomerDefinition = {
  name: string;
  label: string | null;
  monitoring: boolean;
  discovery: boolean;
  trend: boolean;
  /** How many target entities it monitors at full scale (a tenth at small scale). */
  monitoredCount: number;
  /** Industries it watches more closely (three times the weight when picking its entities). */
  focusIndustries: readonly string[];
  /** Relative share of the world's signals and mentions. */
  signalShare: number;
  mentionShare: number;
  /** Documents analysed on an ordinary weekday. */
  documentsPerDay: number;
  /** Discovery themes by name (see discoveries.ts). */
  discoveryThemes: readonly string[];
};

export const CUSTOMER_DEFINITIONS: readonly CustomerDefinition[] = [
  {
    name: DEFAULT_CUSTOMER_NAME,
    label: 'Proof of Concept',
    monitoring: true,
    discovery: true,
    trend: false,
    monitoredCount: 1500,
    focusIndustries: [],
    signalShare: 30,
    mentionShare: 35,
    documentsPerDay: 2600,
    discoveryThemes: ['Brand reputation', 'Cyber security', 'ESG controversies', 'Competitor moves'],
  },
  {
    name: 'northwind',
    label: 'Northwind Logistics',
    monitoring: true,
    discovery: true,
    trend: false,
    monitoredCount: 900,
    focusIndustries: ['logistics', 'retail', 'automotive', 'oil-gas'],
    signalShare: 20,
    mentionShare: 25,
    documentsPerDay: 1500,
    discoveryThemes: ['Supply chain risk', 'Port & freight disruptions', 'Cyber security'],
  },
  {
    name: 'helios_energy',
    label: 'Helios Energy',
    monitoring: false,
    discovery: true,
    trend: false,
    monitoredCount: 0,
    focusIndustries: [],
    signalShare: 0,
    mentionShare: 25,
    documentsPerDay: 0,
    discoveryThemes: ['Energy transition', 'Regulation & policy', 'Supply chain risk'],
  },
  {
    name: 'aurora_bank',
    label: 'Aurora Bank',
    monitoring: true,
    discovery: false,
    trend: false,
    monitoredCount: 700,
    focusIndustries: ['banking', 'insurance', 'real-estate', 'construction'],
    signalShare: 15,
    mentionShare: 0,
    documentsPerDay: 1100,
    discoveryThemes: [],
  },
  {
    name: 'meridian_pharma',
    label: 'Meridian Pharma',
    monitoring: true,
    discovery: false,
    trend: true,
    monitoredCount: 500,
    focusIndustries: ['pharmaceuticals', 'healthcare', 'chemicals'],
    signalShare: 12,
    mentionShare: 0,
    documentsPerDay: 800,
    discoveryThemes: [],
  },
  {
    // 'nan' is what the legacy import wrote for a missing label: the console must fall back to "Kestrel_automotive".
    name: 'kestrel_automotive',
    label: 'nan',
    monitoring: true,
    discovery: false,
    trend: false,
    monitoredCount: 400,
    focusIndustries: ['automotive', 'machinery', 'electronics', 'semiconductors', 'mining-metals'],
    signalShare: 10,
    mentionShare: 0,
    documentsPerDay: 600,
    discoveryThemes: [],
  },
  {
    name: 'tessera_retail',
    label: null,
    monitoring: true,
    discovery: true,
    trend: true,
    monitoredCount: 600,
    focusIndustries: ['retail', 'consumer-goods', 'food-beverage', 'textiles-apparel'],
    signalShare: 13,
    mentionShare: 15,
    documentsPerDay: 900,
    discoveryThemes: ['Consumer sentiment', 'Brand reputation'],
  },
];

export function nameFolderTable(customerName: string) {
  return `events_${customerName}`;
}

/** Each monitoring customer's entities: mostly from its focus industries, so folders overlap but differ. */
export function pickMonitoredEntities(
  random: Random,
  definition: CustomerDefinition,
  entities: readonly SeedEntity[],
  scale: SeedScale,
): SeedEntity[] {
  if (!definition.monitoring) return [];
  const wanted = Math.min(
    entities.length,
    scale === 'full' ? definition.monitoredCount : Math.round(definition.monitoredCount / 10),
  );
  const focus = new Set(definition.focusIndustries);
  // Weighted sampling without replacement (Efraimidis-Spirakis): key = u^(1/weight), keep the largest keys.
  const keyed = entities.map((entity) => {
    const weight = entity.industry && focus.has(entity.industry.key) ? 3 : entity.entityType === 'NGO' ? 0.2 : 1;
    return { entity, key: random.next() ** (1 / weight) };
  });
  keyed.sort((left, right) => right.key - left.key);
  return keyed.slice(0, wanted).map((item) => item.entity);
}
