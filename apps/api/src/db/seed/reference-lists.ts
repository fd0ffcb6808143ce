import { LANGUAGES, MEDIA_SEGMENTS } from '@argus/contract';
import type { referenceListItems } from '../schema';
import { ENTITY_TYPES } from './companies';
import { nameFolderTable, type CustomerDefinition } from './customers';
import { INDUSTRIES } from './industries';

export type ReferenceListRow = typeof referenceListItems.$inferInsert;

const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], { label: string; nativeName: string }> = {
  en: { label: 'English', nativeName: 'English' },
  de: { label: 'German', nativeName: 'Deutsch' },
  zh: { label: 'Chinese', nativeName: '中文' },
};

// Ubermetrics-style media-monitoring source configurations that feed the folders.
const UBERMETRICS_SOURCES = [
  {
    key: 'um-global-news-en',
    label: 'Global news (English)',
    attributes: { searchId: 'UM-40117', languages: ['en'], mediaTypes: ['news', 'press release'], active: true },
  },
  {
    key: 'um-dach-news-de',
    label: 'DACH news (German)',
    attributes: {
      searchId: 'UM-40118',
      languages: ['de'],
      mediaTypes: ['news', 'press release', 'regulatory'],
      active: true,
    },
  },
  {
    key: 'um-china-news-zh',
    label: 'China news (Chinese)',
    attributes: { searchId: 'UM-40119', languages: ['zh'], mediaTypes: ['news'], active: true },
  },
  {
    key: 'um-social-listening',
    label: 'Social listening (all languages)',
    attributes: {
      searchId: 'UM-40230',
      languages: ['en', 'de', 'zh'],
      mediaTypes: ['social', 'forum', 'blog'],
      active: true,
    },
  },
  {
    key: 'um-legacy-blogs',
    label: 'Legacy blog crawl',
    attributes: { searchId: 'UM-31002', languages: ['en', 'de'], mediaTypes: ['blog'], active: false },
  },
];

// Where the old architecture delivered folder exports.
const DESTINATIONS = [
  {
    key: 'legacy-console-eu',
    label: 'Legacy console (EU)',
    attributes: { url: 'https://legacy.argus.example/eu', format: 'json' },
  },
  {
    key: 'sftp-weekly-export',
    label: 'Weekly SFTP export',
    attributes: { url: 'sftp://exports.argus.example/weekly', format: 'csv' },
  },
  {
    key: 'bi-warehouse',
    label: 'BI warehouse',
    attributes: { url: 'https://warehouse.argus.example/ingest', format: 'parquet' },
  },
];

/** The system-management reference lists. Entity-type and industry labels are the values stored on target entities. */
export function createReferenceListItems(customers: readonly CustomerDefinition[]): ReferenceListRow[] {
  const titleCase = (text: string) => text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());
  return [
    ...customers.map((customer, index) => ({
      list: 'databases',
      key: nameFolderTable(customer.name),
      label: `Events – ${customer.label && customer.label !== 'nan' ? customer.label : customer.name}`,
      sortOrder: index,
      attributes: { customerName: customer.name },
    })),
    ...LANGUAGES.map((code, index) => ({
      list: 'languages',
      key: code,
      label: LANGUAGE_NAMES[code].label,
      sortOrder: index,
      attributes: { nativeName: LANGUAGE_NAMES[code].nativeName },
    })),
    ...MEDIA_SEGMENTS.map((segment, index) => ({
      list: 'media-types',
      key: segment,
      label: titleCase(segment),
      sortOrder: index,
      attributes: {},
    })),
    ...ENTITY_TYPES.map((type, index) => ({
      list: 'entity-types',
      key: type,
      label: type,
      sortOrder: index,
      attributes: {},
    })),
    ...UBERMETRICS_SOURCES.map((source, index) => ({ list: 'ubermetrics', ...source, sortOrder: index })),
    ...INDUSTRIES.map((industry, index) => ({
      list: 'industries',
      key: industry.key,
      label: industry.label,
      sortOrder: index,
      attributes: {},
    })),
    ...DESTINATIONS.map((destination, index) => ({ list: 'destinations', ...destination, sortOrder: index })),
  ];
}
