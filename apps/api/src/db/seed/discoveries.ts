import type { Language } from '@argus/contract';
import type { discoveries, searchTerms } from '../schema';
import type { CustomerDefinition } from './customers';
import { addDays } from './dates';
import type { Random } from './random';

/** A keyword with its language and English meaning: mentions embed it verbatim and translate it in translatedSentence. */
export type Keyword = { text: string; language: Language; english: string };
export type SearchTermDefinition = { term: string; keywords: readonly Keyword[] };
export type DiscoveryTheme = { name: string; terms: readonly SearchTermDefinition[] };

const en = (text: string): Keyword => ({ text, language: 'en', english: text });
const de = (text: string, english: string): Keyword => ({ text, language: 'de', english });
const zh = (text: string, english: string): Keyword => ({ text, language: 'zh', english });

// German keywords are single nouns so that they fit any German sentence template unchanged.
export const DISCOVERY_THEMES: readonly DiscoveryTheme[] = [
  {
    name: 'Supply chain risk',
    terms: [
      {
        term: 'Supplier insolvency',
        keywords: [
          en('supplier insolvency'),
          de('Lieferanteninsolvenz', 'supplier insolvency'),
          en('supplier bankruptcy'),
          zh('供应商破产', 'supplier bankruptcy'),
        ],
      },
      {
        term: 'Raw material shortage',
        keywords: [
          en('raw material shortage'),
          de('Rohstoffmangel', 'raw material shortage'),
          en('chip shortage'),
          de('Lieferengpass', 'supply bottleneck'),
          zh('原材料短缺', 'raw material shortage'),
        ],
      },
      {
        term: 'Export controls',
        keywords: [
          en('export controls'),
          de('Exportkontrollen', 'export controls'),
          en('export ban'),
          zh('出口管制', 'export controls'),
        ],
      },
      {
        term: 'Logistics strikes',
        keywords: [en('dock strike'), de('Warnstreik', 'warning strike'), en('rail strike')],
      },
    ],
  },
  {
    name: 'Port & freight disruptions',
    terms: [
      {
        term: 'Port congestion',
        keywords: [
          en('port congestion'),
          de('Hafenstau', 'port congestion'),
          en('container backlog'),
          zh('港口拥堵', 'port congestion'),
        ],
      },
      {
        term: 'Freight rates',
        keywords: [
          en('freight rates'),
          de('Frachtraten', 'freight rates'),
          en('container rates'),
          zh('运费', 'freight rates'),
        ],
      },
      { term: 'Suez and Red Sea routes', keywords: [en('Suez Canal'), de('Suezkanal', 'Suez Canal'), en('Red Sea')] },
      { term: 'Air cargo', keywords: [en('air cargo'), de('Luftfracht', 'air cargo')] },
      {
        term: 'Driver shortage',
        keywords: [en('driver shortage'), de('Fahrermangel', 'driver shortage'), en('truck drivers')],
      },
    ],
  },
  {
    name: 'Brand reputation',
    terms: [
      {
        term: 'Product safety',
        keywords: [
          en('product recall'),
          de('Rückrufaktion', 'recall campaign'),
          en('safety defect'),
          zh('产品召回', 'product recall'),
        ],
      },
      {
        term: 'Customer complaints',
        keywords: [en('customer complaints'), de('Kundenbeschwerden', 'customer complaints'), en('boycott')],
      },
      {
        term: 'Greenwashing',
        keywords: [en('greenwashing'), de('Klimawerbung', 'climate advertising'), zh('漂绿', 'greenwashing')],
      },
      {
        term: 'Executive misconduct',
        keywords: [en('executive misconduct'), de('Fehlverhalten', 'misconduct'), en('harassment allegations')],
      },
      {
        term: 'Social media backlash',
        keywords: [
          en('backlash'),
          de('Shitstorm', 'online outrage'),
          en('viral video'),
          zh('舆论风波', 'public-opinion storm'),
        ],
      },
    ],
  },
  {
    name: 'Cyber security',
    terms: [
      {
        term: 'Ransomware',
        keywords: [en('ransomware'), de('Erpressersoftware', 'ransomware'), zh('勒索软件', 'ransomware')],
      },
      {
        term: 'Data leaks',
        keywords: [en('data leak'), de('Datenleck', 'data leak'), en('exposed database'), zh('数据泄露', 'data leak')],
      },
      {
        term: 'IT outages',
        keywords: [en('IT outage'), de('Systemausfall', 'system outage'), en('service disruption')],
      },
    ],
  },
  {
    name: 'ESG controversies',
    terms: [
      {
        term: 'Forced labour',
        keywords: [
          en('forced labour'),
          de('Zwangsarbeit', 'forced labour'),
          en('modern slavery'),
          zh('强迫劳动', 'forced labour'),
        ],
      },
      {
        term: 'Deforestation',
        keywords: [en('deforestation'), de('Entwaldung', 'deforestation'), en('palm oil'), zh('毁林', 'deforestation')],
      },
      {
        term: 'Pollution',
        keywords: [en('pollution'), de('Umweltverschmutzung', 'pollution'), en('toxic spill'), zh('污染', 'pollution')],
      },
      {
        term: 'Supply chain due diligence',
        keywords: [en('due diligence'), de('Lieferkettengesetz', 'supply chain act'), en('CSDDD')],
      },
    ],
  },
  {
    name: 'Competitor moves',
    terms: [
      {
        term: 'Market entry',
        keywords: [en('market entry'), de('Markteintritt', 'market entry'), en('expansion plans')],
      },
      {
        term: 'Price war',
        keywords: [en('price war'), de('Preiskampf', 'price war'), en('discounting'), zh('价格战', 'price war')],
      },
      {
        term: 'New plants',
        keywords: [
          en('new factory'),
          de('Werkseröffnung', 'plant opening'),
          en('gigafactory'),
          zh('新工厂', 'new factory'),
        ],
      },
    ],
  },
  {
    name: 'Energy transition',
    terms: [
      {
        term: 'Green hydrogen',
        keywords: [
          en('green hydrogen'),
          de('Wasserstoff', 'hydrogen'),
          en('electrolyser'),
          zh('绿氢', 'green hydrogen'),
        ],
      },
      {
        term: 'Grid expansion',
        keywords: [
          en('grid expansion'),
          de('Netzausbau', 'grid expansion'),
          en('transmission line'),
          zh('电网扩建', 'grid expansion'),
        ],
      },
      {
        term: 'Offshore wind',
        keywords: [en('offshore wind'), de('Windpark', 'wind farm'), en('wind farm'), zh('海上风电', 'offshore wind')],
      },
      {
        term: 'Carbon pricing',
        keywords: [
          en('carbon price'),
          de('CO2-Preis', 'carbon price'),
          en('emissions trading'),
          zh('碳价', 'carbon price'),
        ],
      },
      {
        term: 'Battery storage',
        keywords: [
          en('battery storage'),
          de('Batteriespeicher', 'battery storage'),
          en('grid-scale battery'),
          zh('储能', 'energy storage'),
        ],
      },
      {
        term: 'Heat pumps',
        keywords: [en('heat pump'), de('Wärmepumpe', 'heat pump'), de('Heizungsgesetz', 'heating law')],
      },
    ],
  },
  {
    name: 'Regulation & policy',
    terms: [
      {
        term: 'Subsidies',
        keywords: [
          en('subsidy'),
          de('Förderprogramm', 'funding programme'),
          de('Fördermittel', 'subsidies'),
          zh('补贴', 'subsidy'),
        ],
      },
      {
        term: 'Permitting',
        keywords: [en('permitting'), de('Genehmigungsverfahren', 'approval procedure'), en('planning approval')],
      },
      {
        term: 'Tariffs',
        keywords: [en('tariffs'), de('Strafzölle', 'punitive tariffs'), en('anti-dumping'), zh('关税', 'tariffs')],
      },
    ],
  },
  {
    name: 'Consumer sentiment',
    terms: [
      {
        term: 'Price increases',
        keywords: [
          en('price increase'),
          de('Preiserhöhung', 'price increase'),
          en('inflation'),
          zh('涨价', 'price increase'),
        ],
      },
      { term: 'Shoplifting', keywords: [en('shoplifting'), de('Ladendiebstahl', 'shoplifting'), en('retail crime')] },
      {
        term: 'Online shopping',
        keywords: [
          en('online shopping'),
          de('Onlinehandel', 'online retail'),
          en('e-commerce'),
          zh('电商', 'e-commerce'),
        ],
      },
      {
        term: 'Store closures',
        keywords: [
          en('store closures'),
          de('Filialschließungen', 'branch closures'),
          de('Filialnetz', 'branch network'),
        ],
      },
    ],
  },
];

export type DiscoveryRow = typeof discoveries.$inferInsert & { id: string };
export type SearchTermRow = typeof searchTerms.$inferInsert & { id: string };
/** A search term with the keyword metadata the mention generator needs. */
export type SeedSearchTerm = { row: SearchTermRow; definition: SearchTermDefinition; discovery: DiscoveryRow };

export function createDiscoveries(random: Random, customers: readonly CustomerDefinition[], dayStart: Date) {
  const discoveryRows: DiscoveryRow[] = [];
  const terms: SeedSearchTerm[] = [];
  for (const customer of customers) {
    if (!customer.discovery) continue;
    for (const themeName of customer.discoveryThemes) {
      const theme = DISCOVERY_THEMES.find((candidate) => candidate.name === themeName);
      if (!theme) throw new Error(`unknown discovery theme ${themeName}`);
      const discovery: DiscoveryRow = {
        id: random.uuid(),
        customerName: customer.name,
        name: theme.name,
        createdAt: addDays(dayStart, -random.integer(370, 500)),
      };
      discoveryRows.push(discovery);
      for (const definition of theme.terms) {
        terms.push({
          row: {
            id: random.uuid(),
            discoveryId: discovery.id,
            term: definition.term,
            keywords: definition.keywords.map((keyword) => keyword.text),
          },
          definition,
          discovery,
        });
      }
    }
  }
  return { discoveries: discoveryRows, searchTerms: terms };
}
