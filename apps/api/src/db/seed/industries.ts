import type { LocalizedText } from './places';

/**
 * The industries of the demo world: the reference list shows `label`; the company-name generator combines a root
 * with one of `nameWords` (`germanNameWords` for German-speaking seats); `product` names what a recall or a launch
 * is about, in the three languages of the signals.
 */
export type Industry = {
  key: string;
  label: string;
  nameWords: readonly string[];
  germanNameWords: readonly string[];
  product: LocalizedText;
  /** Relative share of companies in this industry. */
  weight: number;
};

export const INDUSTRIES: readonly Industry[] = [
  {
    key: 'automotive',
    label: 'Automotive',
    nameWords: ['Automotive', 'Motors', 'Mobility', 'Drive Systems'],
    germanNameWords: ['Fahrzeugtechnik', 'Automobil', 'Antriebstechnik'],
    product: { en: 'brake module', de: 'Bremsmodul', zh: '制动模块' },
    weight: 8,
  },
  {
    key: 'chemicals',
    label: 'Chemicals',
    nameWords: ['Chemicals', 'Chemical', 'Specialty Materials'],
    germanNameWords: ['Chemie', 'Spezialchemie'],
    product: { en: 'industrial solvent', de: 'Industrielösungsmittel', zh: '工业溶剂' },
    weight: 5,
  },
  {
    key: 'pharmaceuticals',
    label: 'Pharmaceuticals',
    nameWords: ['Pharma', 'Therapeutics', 'Biosciences'],
    germanNameWords: ['Pharma', 'Arzneimittel'],
    product: { en: 'blood-pressure drug', de: 'Blutdruckmedikament', zh: '降压药' },
    weight: 5,
  },
  {
    key: 'banking',
    label: 'Banking',
    nameWords: ['Bank', 'Capital', 'Finance'],
    germanNameWords: ['Bank', 'Privatbank', 'Kreditbank'],
    product: { en: 'savings account', de: 'Sparkonto', zh: '储蓄账户' },
    weight: 4,
  },
  {
    key: 'insurance',
    label: 'Insurance',
    nameWords: ['Insurance', 'Assurance', 'Re'],
    germanNameWords: ['Versicherung', 'Rückversicherung'],
    product: { en: 'cyber insurance policy', de: 'Cyberversicherung', zh: '网络保险产品' },
    weight: 3,
  },
  {
    key: 'utilities',
    label: 'Utilities',
    nameWords: ['Energy', 'Power', 'Utilities'],
    germanNameWords: ['Energie', 'Stadtwerke', 'Energieversorgung'],
    product: { en: 'smart meter', de: 'Smart Meter', zh: '智能电表' },
    weight: 4,
  },
  {
    key: 'oil-gas',
    label: 'Oil & Gas',
    nameWords: ['Petroleum', 'Oil & Gas', 'Energy Resources'],
    germanNameWords: ['Mineralöl', 'Erdgas'],
    product: { en: 'diesel fuel', de: 'Dieselkraftstoff', zh: '柴油' },
    weight: 2,
  },
  {
    key: 'renewables',
    label: 'Renewable Energy',
    nameWords: ['Solar', 'Wind', 'Renewables', 'Green Energy'],
    germanNameWords: ['Solartechnik', 'Windkraft', 'Erneuerbare Energien'],
    product: { en: 'solar inverter', de: 'Solarwechselrichter', zh: '光伏逆变器' },
    weight: 4,
  },
  {
    key: 'logistics',
    label: 'Transport & Logistics',
    nameWords: ['Logistics', 'Freight', 'Shipping', 'Transport'],
    germanNameWords: ['Logistik', 'Spedition', 'Transporte'],
    product: { en: 'freight service', de: 'Frachtdienst', zh: '货运服务' },
    weight: 6,
  },
  {
    key: 'retail',
    label: 'Retail',
    nameWords: ['Retail', 'Stores', 'Markets'],
    germanNameWords: ['Handel', 'Warenhaus', 'Märkte'],
    product: { en: 'private-label range', de: 'Eigenmarkensortiment', zh: '自有品牌系列' },
    weight: 5,
  },
  {
    key: 'consumer-goods',
    label: 'Consumer Goods',
    nameWords: ['Consumer Products', 'Brands', 'Home Care'],
    germanNameWords: ['Konsumgüter', 'Haushaltswaren'],
    product: { en: 'kitchen appliance', de: 'Küchengerät', zh: '厨房电器' },
    weight: 5,
  },
  {
    key: 'food-beverage',
    label: 'Food & Beverage',
    nameWords: ['Foods', 'Beverages', 'Dairy', 'Brewing'],
    germanNameWords: ['Lebensmittel', 'Molkerei', 'Brauerei', 'Getränke'],
    product: { en: 'baby formula', de: 'Säuglingsnahrung', zh: '婴儿配方奶粉' },
    weight: 5,
  },
  {
    key: 'telecommunications',
    label: 'Telecommunications',
    nameWords: ['Telecom', 'Networks', 'Communications'],
    germanNameWords: ['Telekommunikation', 'Netze'],
    product: { en: 'fibre router', de: 'Glasfaser-Router', zh: '光纤路由器' },
    weight: 3,
  },
  {
    key: 'software',
    label: 'Software & IT Services',
    nameWords: ['Software', 'Systems', 'Digital', 'Technologies'],
    germanNameWords: ['Software', 'Informationstechnik', 'IT-Systeme'],
    product: { en: 'cloud platform', de: 'Cloud-Plattform', zh: '云平台' },
    weight: 7,
  },
  {
    key: 'semiconductors',
    label: 'Semiconductors',
    nameWords: ['Semiconductor', 'Microelectronics', 'Silicon'],
    germanNameWords: ['Halbleiter', 'Mikroelektronik'],
    product: { en: 'power chip', de: 'Leistungshalbleiter', zh: '功率芯片' },
    weight: 3,
  },
  {
    key: 'electronics',
    label: 'Electronics',
    nameWords: ['Electronics', 'Electric', 'Devices'],
    germanNameWords: ['Elektronik', 'Elektrotechnik'],
    product: { en: 'battery pack', de: 'Akkupack', zh: '电池组' },
    weight: 5,
  },
  {
    key: 'machinery',
    label: 'Industrial Machinery',
    nameWords: ['Machinery', 'Engineering', 'Industrial', 'Precision'],
    germanNameWords: ['Maschinenbau', 'Anlagenbau', 'Präzisionstechnik'],
    product: { en: 'hydraulic press', de: 'Hydraulikpresse', zh: '液压机' },
    weight: 7,
  },
  {
    key: 'aerospace-defence',
    label: 'Aerospace & Defence',
    nameWords: ['Aerospace', 'Aviation', 'Defence Systems'],
    germanNameWords: ['Luftfahrttechnik', 'Wehrtechnik'],
    product: { en: 'landing-gear component', de: 'Fahrwerkskomponente', zh: '起落架部件' },
    weight: 2,
  },
  {
    key: 'construction',
    label: 'Construction & Building Materials',
    nameWords: ['Construction', 'Building Materials', 'Infrastructure'],
    germanNameWords: ['Bau', 'Baustoffe', 'Bauunternehmung'],
    product: { en: 'cement mix', de: 'Zementmischung', zh: '水泥混合料' },
    weight: 4,
  },
  {
    key: 'real-estate',
    label: 'Real Estate',
    nameWords: ['Real Estate', 'Properties', 'Estates'],
    germanNameWords: ['Immobilien', 'Wohnbau'],
    product: { en: 'office portfolio', de: 'Büroportfolio', zh: '写字楼组合' },
    weight: 3,
  },
  {
    key: 'mining-metals',
    label: 'Mining & Metals',
    nameWords: ['Mining', 'Metals', 'Steel', 'Resources'],
    germanNameWords: ['Stahl', 'Metallwerke', 'Bergbau'],
    product: { en: 'steel coil', de: 'Stahlcoil', zh: '钢卷' },
    weight: 3,
  },
  {
    key: 'healthcare',
    label: 'Healthcare & Medical Devices',
    nameWords: ['Medical', 'Healthcare', 'Medtech'],
    germanNameWords: ['Medizintechnik', 'Kliniken'],
    product: { en: 'insulin pump', de: 'Insulinpumpe', zh: '胰岛素泵' },
    weight: 4,
  },
  {
    key: 'textiles-apparel',
    label: 'Textiles & Apparel',
    nameWords: ['Apparel', 'Textiles', 'Fashion'],
    germanNameWords: ['Textil', 'Modehaus'],
    product: { en: 'children’s jacket', de: 'Kinderjacke', zh: '儿童夹克' },
    weight: 3,
  },
  {
    key: 'media',
    label: 'Media & Publishing',
    nameWords: ['Media', 'Publishing', 'Broadcasting'],
    germanNameWords: ['Medien', 'Verlag'],
    product: { en: 'streaming service', de: 'Streamingdienst', zh: '流媒体服务' },
    weight: 2,
  },
];

export function findIndustry(key: string): Industry {
  const industry = INDUSTRIES.find((candidate) => candidate.key === key);
  if (!industry) throw new Error(`unknown industry ${key}`);
  return industry;
}
