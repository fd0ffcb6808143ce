import type { LocalizedText } from './places';

/**
 * The corporate-intelligence event catalogue: categories, event types with their argument names, a highlight
 * template and the title and evidence sentence a signal of the type carries in each language.
 *
 * Templates: `{name}` is replaced by the value of the argument `name` (rendered in the signal's language).
 * The highlight template is the short English form the console bolds in an evidence sentence, e.g.
 * `{acquirer} acquires {target} for {value}`; its placeholders are always argument names of the event type.
 */

/** How an argument's value is made (see event-arguments.ts). */
export type ArgumentKind =
  | 'company' // another target entity (or the subject), with its id
  | 'ngo' // an NGO entity when there is one, else another company
  | 'person'
  | 'money' // `range` in millions of euro-equivalent, written in the subject's currency
  | 'count' // `range`, a whole number
  | 'percent' // `range`
  | 'city' // a real city of the subject's country
  | 'country' // one of `countries`
  | 'authority' // a competition or financial regulator of the subject's country
  | 'sanctions-authority' // customs or export control
  | 'approval-authority' // medicines, medical devices or aviation
  | 'court'
  | 'insolvency-court'
  | 'agency'
  | 'rating-from'
  | 'rating-to'
  | 'period' // the quarter before the publish date
  | 'product'
  | 'exchange'
  | 'union'
  | 'year'
  | 'choice'; // one of `choices`

export type ArgumentSpec = {
  name: string;
  kind: ArgumentKind;
  range?: readonly [number, number];
  choices?: readonly LocalizedText[];
  countries?: readonly string[];
};

export type EventTypeDefinition = {
  name: string;
  category: string;
  description: string;
  /** Relative frequency among signals. */
  weight: number;
  /** Industries where the type is three times as frequent. */
  industries?: readonly string[];
  /** Only these industries have this event at all (a bank recalls no products). */
  onlyIn?: readonly string[];
  /** Industries that never have this event. */
  notIn?: readonly string[];
  /** The argument that names the monitored entity itself. */
  subject: string;
  /** Sometimes the monitored entity is on the other side (the acquired company, the plaintiff …). */
  alternativeSubject?: { argument: string; share: number };
  arguments: readonly ArgumentSpec[];
  highlight: string;
  title: LocalizedText;
  sentence: LocalizedText;
};

/** Sort order is the list order. "Geopolitics" has no event types on purpose: the console drops empty categories. */
export const CATEGORIES = [
  'Management',
  'M&A',
  'Legal',
  'Financial Distress',
  'Financial Performance',
  'ESG',
  'Operations',
  'Products',
  'Partnerships',
  'Geopolitics',
] as const;

const ROLES: readonly LocalizedText[] = [
  { en: 'chief executive', de: 'Vorstandschef', zh: '首席执行官' },
  { en: 'chief financial officer', de: 'Finanzvorstand', zh: '首席财务官' },
  { en: 'chief technology officer', de: 'Technikvorstand', zh: '首席技术官' },
  { en: 'chief operating officer', de: 'Produktionsvorstand', zh: '首席运营官' },
  { en: 'head of procurement', de: 'Einkaufschef', zh: '采购主管' },
];
const BOARDS: readonly LocalizedText[] = [
  { en: 'supervisory board', de: 'Aufsichtsrat', zh: '监事会' },
  { en: 'board of directors', de: 'Verwaltungsrat', zh: '董事会' },
];
// German values are in the case the German template needs (after "wegen", "von" …), as a journalist would write them.
const DIVISIONS: readonly LocalizedText[] = [
  { en: 'its logistics division', de: 'seine Logistiksparte', zh: '物流业务' },
  { en: 'its European business', de: 'sein Europageschäft', zh: '欧洲业务' },
  { en: 'its real-estate portfolio', de: 'sein Immobilienportfolio', zh: '房地产组合' },
  {
    en: 'a minority stake in its services unit',
    de: 'eine Minderheitsbeteiligung an seiner Servicesparte',
    zh: '服务部门的少数股权',
  },
  { en: 'its plastics unit', de: 'seine Kunststoffsparte', zh: '塑料业务' },
];
const VIOLATIONS: readonly LocalizedText[] = [
  { en: 'cartel agreements', de: 'Kartellabsprachen', zh: '卡特尔协议' },
  { en: 'breaches of money-laundering rules', de: 'Verstößen gegen Geldwäschevorschriften', zh: '违反反洗钱规定' },
  { en: 'data-protection violations', de: 'Datenschutzverstößen', zh: '违反数据保护规定' },
  { en: 'misleading advertising', de: 'irreführender Werbung', zh: '虚假广告' },
  { en: 'safety violations', de: 'Sicherheitsmängeln', zh: '安全违规' },
];
const INVESTIGATION_MATTERS: readonly LocalizedText[] = [
  { en: 'suspected accounting irregularities', de: 'des Verdachts auf Bilanzunregelmäßigkeiten', zh: '涉嫌财务违规' },
  { en: 'possible price fixing', de: 'möglicher Preisabsprachen', zh: '涉嫌价格操纵' },
  { en: 'alleged sanctions breaches', de: 'mutmaßlicher Sanktionsverstöße', zh: '涉嫌违反制裁规定' },
  { en: 'suspected insider trading', de: 'des Verdachts auf Insiderhandel', zh: '涉嫌内幕交易' },
];
const METRICS: readonly LocalizedText[] = [
  { en: 'operating profit', de: 'das operative Ergebnis', zh: '营业利润' },
  { en: 'full-year revenue', de: 'der Jahresumsatz', zh: '全年营收' },
  { en: 'free cash flow', de: 'der freie Cashflow', zh: '自由现金流' },
];
const INSTRUMENTS: readonly LocalizedText[] = [
  { en: 'a bond coupon', de: 'einen Anleihekupon', zh: '债券利息' },
  { en: 'a loan instalment', de: 'eine Kreditrate', zh: '贷款分期款' },
  { en: 'supplier invoices', de: 'Lieferantenrechnungen', zh: '供应商货款' },
];
const POLLUTANTS: readonly LocalizedText[] = [
  { en: 'chemical wastewater', de: 'Chemieabwässern', zh: '化学废水' },
  { en: 'diesel', de: 'Diesel', zh: '柴油' },
  { en: 'ammonia', de: 'Ammoniak', zh: '氨' },
  { en: 'solvent vapours', de: 'Lösungsmitteldämpfen', zh: '溶剂蒸气' },
];
const ALLEGATIONS: readonly LocalizedText[] = [
  { en: 'forced labour', de: 'Zwangsarbeit', zh: '强迫劳动' },
  { en: 'child labour', de: 'Kinderarbeit', zh: '使用童工' },
  { en: 'unsafe working conditions', de: 'unsichere Arbeitsbedingungen', zh: '工作条件不安全' },
  { en: 'union busting', de: 'die Behinderung von Gewerkschaften', zh: '打压工会' },
];
const CAUSES: readonly LocalizedText[] = [
  { en: 'a fire at the supplier’s plant', de: 'eines Brandes im Werk des Zulieferers', zh: '供应商工厂发生火灾' },
  { en: 'a shortage of semiconductors', de: 'eines Halbleitermangels', zh: '芯片短缺' },
  { en: 'port congestion', de: 'überlasteter Häfen', zh: '港口拥堵' },
  { en: 'flooding', de: 'von Überschwemmungen', zh: '洪水' },
];
const ATTACKS: readonly LocalizedText[] = [
  { en: 'ransomware attack', de: 'Ransomware-Angriff', zh: '勒索软件攻击' },
  { en: 'DDoS attack', de: 'DDoS-Angriff', zh: 'DDoS攻击' },
  { en: 'phishing attack', de: 'Phishing-Angriff', zh: '网络钓鱼攻击' },
];
const FIELDS: readonly LocalizedText[] = [
  { en: 'battery technology', de: 'Batterietechnik', zh: '电池技术' },
  { en: 'artificial intelligence', de: 'KI', zh: '人工智能' },
  { en: 'green hydrogen', de: 'Wasserstoff', zh: '绿氢' },
  { en: 'cloud services', de: 'Cloud-Dienste', zh: '云服务' },
  { en: 'recycling', de: 'Recycling', zh: '回收利用' },
];
// German names of these countries take no article ("in Indien", not "in den USA"), which the templates rely on.
const SUPPLIER_COUNTRIES = ['CN', 'IN', 'VN', 'BD', 'MY', 'KH', 'MX'];
const SANCTIONED_COUNTRIES = ['RU', 'BY', 'KP'];
const BRIBERY_COUNTRIES = ['BR', 'IN', 'ZA', 'NG', 'MX', 'ID', 'EG', 'KZ'];
const LAUNCH_MARKETS = ['DE', 'FR', 'CN', 'JP', 'IT', 'ES', 'IN', 'BR', 'CA', 'AU', 'AT', 'SE', 'PL', 'KR'];

// Businesses without factories: no plant closures, recalls or spills.
const PLANTLESS = ['banking', 'insurance', 'real-estate', 'media', 'software'];
const CONSUMER = ['automotive', 'pharmaceuticals', 'food-beverage', 'consumer-goods', 'healthcare', 'electronics'];
const HEAVY = ['chemicals', 'oil-gas', 'mining-metals', 'utilities', 'construction', 'machinery'];
const DATA_HEAVY = ['banking', 'insurance', 'software', 'telecommunications', 'retail', 'healthcare'];
const SOURCING = ['textiles-apparel', 'retail', 'consumer-goods', 'food-beverage', 'mining-metals', 'electronics'];

export const EVENT_TYPES: readonly EventTypeDefinition[] = [
  // Management
  {
    name: 'Management Change',
    category: 'Management',
    weight: 6,
    description: 'A new executive is appointed.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'person', kind: 'person' },
      { name: 'role', kind: 'choice', choices: ROLES },
      { name: 'predecessor', kind: 'person' },
    ],
    highlight: '{person} becomes {role} of {company}',
    title: {
      en: '{company} names {person} as new {role}',
      de: '{company} beruft {person} zum neuen {role}',
      zh: '{company}任命{person}为新任{role}',
    },
    sentence: {
      en: '{company} has appointed {person} as its new {role}, succeeding {predecessor}, the company said in a statement.',
      de: '{company} hat {person} mit sofortiger Wirkung zum neuen {role} ernannt; {person} folgt auf {predecessor}, wie das Unternehmen mitteilte.',
      zh: '{company}在声明中宣布，任命{person}为新任{role}，接替{predecessor}。',
    },
  },
  {
    name: 'CEO Departure',
    category: 'Management',
    weight: 3,
    description: 'The chief executive leaves.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'person', kind: 'person' },
      { name: 'successor', kind: 'person' },
    ],
    highlight: '{person} leaves {company}',
    title: {
      en: '{company} chief executive {person} steps down',
      de: 'Rücktritt an der Spitze von {company}: {person} geht',
      zh: '{company}首席执行官{person}辞职',
    },
    sentence: {
      en: '{person} will step down as chief executive of {company} with immediate effect; {successor} takes over on an interim basis.',
      de: '{person} gibt den Vorstandsvorsitz bei {company} mit sofortiger Wirkung ab; {successor} übernimmt kommissarisch.',
      zh: '{company}宣布，首席执行官{person}即日起卸任，由{successor}暂代其职。',
    },
  },
  {
    name: 'Board Change',
    category: 'Management',
    weight: 2,
    description: 'A member joins or leaves the board.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'person', kind: 'person' },
      { name: 'board', kind: 'choice', choices: BOARDS },
    ],
    highlight: '{person} joins the {board} of {company}',
    title: {
      en: '{person} joins {company} {board}',
      de: '{person} zieht in den {board} von {company} ein',
      zh: '{person}加入{company}{board}',
    },
    sentence: {
      en: 'Shareholders of {company} elected {person} to the {board} at the annual general meeting.',
      de: 'Die Hauptversammlung von {company} hat {person} in den {board} gewählt.',
      zh: '{company}股东大会选举{person}进入{board}。',
    },
  },
  // M&A
  {
    name: 'Acquisition',
    category: 'M&A',
    weight: 5,
    description: 'A company buys another company.',
    subject: 'acquirer',
    alternativeSubject: { argument: 'target', share: 0.4 },
    arguments: [
      { name: 'acquirer', kind: 'company' },
      { name: 'target', kind: 'company' },
      { name: 'value', kind: 'money', range: [50, 5000] },
    ],
    highlight: '{acquirer} acquires {target} for {value}',
    title: {
      en: '{acquirer} to acquire {target} for {value}',
      de: '{acquirer} übernimmt {target} für {value}',
      zh: '{acquirer}拟以{value}收购{target}',
    },
    sentence: {
      en: '{acquirer} has agreed to buy {target} in a deal valued at {value}, subject to regulatory approval.',
      de: '{acquirer} hat sich mit den Eigentümern auf die Übernahme von {target} geeinigt; der Kaufpreis liegt bei {value}, die Behörden müssen noch zustimmen.',
      zh: '{acquirer}已同意以{value}收购{target}，该交易尚需获得监管部门批准。',
    },
  },
  {
    name: 'Merger',
    category: 'M&A',
    weight: 1.5,
    description: 'Two companies combine.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'partner', kind: 'company' },
      { name: 'value', kind: 'money', range: [500, 20000] },
    ],
    highlight: '{company} merges with {partner}',
    title: {
      en: '{company} and {partner} agree to merge',
      de: '{company} und {partner} wollen fusionieren',
      zh: '{company}与{partner}宣布合并',
    },
    sentence: {
      en: '{company} and {partner} announced plans to combine in an all-share merger that would create a group worth {value}.',
      de: '{company} und {partner} haben eine Fusion vereinbart; der neue Konzern käme auf einen Börsenwert von {value}.',
      zh: '{company}与{partner}宣布以全股票方式合并，合并后集团估值约{value}。',
    },
  },
  {
    name: 'Divestment',
    category: 'M&A',
    weight: 2.5,
    description: 'A company sells a business or asset.',
    subject: 'seller',
    arguments: [
      { name: 'seller', kind: 'company' },
      { name: 'asset', kind: 'choice', choices: DIVISIONS },
      { name: 'buyer', kind: 'company' },
      { name: 'value', kind: 'money', range: [20, 2000] },
    ],
    highlight: '{seller} sells {asset} to {buyer}',
    title: {
      en: '{seller} sells {asset} to {buyer}',
      de: '{seller} verkauft {asset} an {buyer}',
      zh: '{seller}向{buyer}出售{asset}',
    },
    sentence: {
      en: '{seller} has agreed to sell {asset} to {buyer} for {value} as part of a portfolio review.',
      de: '{seller} verkauft {asset} für {value} an {buyer}; der Schritt ist Teil einer Portfolioüberprüfung.',
      zh: '作为业务组合调整的一部分，{seller}同意以{value}向{buyer}出售{asset}。',
    },
  },
  {
    name: 'Stake Acquisition',
    category: 'M&A',
    weight: 2,
    description: 'An investor buys a minority stake.',
    subject: 'company',
    alternativeSubject: { argument: 'investor', share: 0.3 },
    arguments: [
      { name: 'investor', kind: 'company' },
      { name: 'company', kind: 'company' },
      { name: 'stake', kind: 'percent', range: [3, 49] },
    ],
    highlight: '{investor} takes {stake} stake in {company}',
    title: {
      en: '{investor} builds {stake} stake in {company}',
      de: '{investor} steigt mit {stake} bei {company} ein',
      zh: '{investor}入股{company}，持股{stake}',
    },
    sentence: {
      en: '{investor} has acquired a {stake} stake in {company}, according to a regulatory filing.',
      de: 'Laut einer Pflichtmitteilung hält {investor} nun {stake} der Anteile an {company}.',
      zh: '根据监管文件，{investor}已收购{company}的{stake}股份。',
    },
  },
  {
    name: 'IPO Announcement',
    category: 'M&A',
    weight: 1,
    description: 'A company prepares a stock-market listing.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'exchange', kind: 'exchange' },
      { name: 'valuation', kind: 'money', range: [300, 8000] },
    ],
    highlight: '{company} plans IPO on {exchange}',
    title: {
      en: '{company} plans listing on the {exchange}',
      de: '{company} plant Börsengang an der {exchange}',
      zh: '{company}计划在{exchange}上市',
    },
    sentence: {
      en: '{company} is preparing an initial public offering on the {exchange} that could value the company at {valuation}.',
      de: '{company} bereitet einen Börsengang an der {exchange} vor, der das Unternehmen mit bis zu {valuation} bewerten könnte.',
      zh: '{company}正筹备在{exchange}首次公开募股，估值或达{valuation}。',
    },
  },
  // Legal
  {
    name: 'Lawsuit Filed',
    category: 'Legal',
    weight: 5,
    description: 'A lawsuit is filed against a company.',
    subject: 'defendant',
    alternativeSubject: { argument: 'plaintiff', share: 0.3 },
    arguments: [
      { name: 'plaintiff', kind: 'company' },
      { name: 'defendant', kind: 'company' },
      { name: 'court', kind: 'court' },
      { name: 'claim', kind: 'money', range: [5, 800] },
    ],
    highlight: '{plaintiff} sues {defendant}',
    title: {
      en: '{plaintiff} sues {defendant} for {claim}',
      de: '{plaintiff} verklagt {defendant} auf {claim}',
      zh: '{plaintiff}起诉{defendant}，索赔{claim}',
    },
    sentence: {
      en: '{plaintiff} has filed a lawsuit against {defendant} at {court}, seeking damages of {claim} over an alleged breach of contract.',
      de: '{plaintiff} hat beim {court} Klage gegen {defendant} eingereicht und fordert wegen mutmaßlicher Vertragsverletzung Schadenersatz in Höhe von {claim}.',
      zh: '{plaintiff}已向{court}起诉{defendant}，指控其违约并索赔{claim}。',
    },
  },
  {
    name: 'Regulatory Fine',
    category: 'Legal',
    weight: 3,
    industries: DATA_HEAVY,
    description: 'An authority fines a company.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'authority', kind: 'authority' },
      { name: 'amount', kind: 'money', range: [1, 900] },
      { name: 'violation', kind: 'choice', choices: VIOLATIONS },
    ],
    highlight: '{authority} fines {company} {amount}',
    title: {
      en: '{authority} fines {company} {amount}',
      de: 'Bußgeld in Höhe von {amount} gegen {company}',
      zh: '{company}因{violation}被{authority}罚款{amount}',
    },
    sentence: {
      en: '{authority} has imposed a fine of {amount} on {company} for {violation}.',
      de: '{authority} hat gegen {company} wegen {violation} ein Bußgeld in Höhe von {amount} verhängt.',
      zh: '{authority}以{violation}为由，对{company}处以{amount}的罚款。',
    },
  },
  {
    name: 'Regulatory Investigation',
    category: 'Legal',
    weight: 3,
    description: 'An authority opens an investigation.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'authority', kind: 'authority' },
      { name: 'matter', kind: 'choice', choices: INVESTIGATION_MATTERS },
    ],
    highlight: '{authority} investigates {company}',
    title: {
      en: '{authority} opens probe into {company}',
      de: 'Ermittlungen gegen {company}',
      zh: '{authority}对{company}展开调查',
    },
    sentence: {
      en: '{authority} has opened an investigation into {company} over {matter}, people familiar with the matter said.',
      de: '{authority} hat wegen {matter} ein Verfahren gegen {company} eingeleitet, wie aus informierten Kreisen verlautete.',
      zh: '知情人士透露，{authority}已就{company}{matter}一事展开调查。',
    },
  },
  {
    name: 'Settlement',
    category: 'Legal',
    weight: 2,
    description: 'A legal dispute is settled.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'counterparty', kind: 'company' },
      { name: 'amount', kind: 'money', range: [2, 500] },
    ],
    highlight: '{company} settles with {counterparty}',
    title: {
      en: '{company} settles dispute with {counterparty}',
      de: '{company} legt Streit mit {counterparty} bei',
      zh: '{company}与{counterparty}达成和解',
    },
    sentence: {
      en: '{company} agreed to pay {amount} to settle its long-running dispute with {counterparty}, without admitting liability.',
      de: '{company} zahlt {amount}, um den langjährigen Rechtsstreit mit {counterparty} beizulegen; ein Schuldeingeständnis ist damit nicht verbunden.',
      zh: '{company}同意支付{amount}，与{counterparty}就长期纠纷达成和解，但不承认任何责任。',
    },
  },
  {
    name: 'Patent Dispute',
    category: 'Legal',
    weight: 1.5,
    industries: ['semiconductors', 'electronics', 'pharmaceuticals', 'machinery'],
    description: 'A company is accused of infringing patents.',
    subject: 'defendant',
    alternativeSubject: { argument: 'plaintiff', share: 0.3 },
    arguments: [
      { name: 'plaintiff', kind: 'company' },
      { name: 'defendant', kind: 'company' },
      { name: 'product', kind: 'product' },
    ],
    highlight: '{plaintiff} accuses {defendant} of patent infringement',
    title: {
      en: '{plaintiff} accuses {defendant} of patent infringement',
      de: 'Patentstreit: {plaintiff} geht gegen {defendant} vor',
      zh: '{plaintiff}指控{defendant}侵犯专利',
    },
    sentence: {
      en: '{plaintiff} claims that the {product} sold by {defendant} infringes several of its patents and is seeking an injunction.',
      de: '{plaintiff} wirft {defendant} vor, mit dem Produkt {product} mehrere Patente zu verletzen, und beantragt eine einstweilige Verfügung.',
      zh: '{plaintiff}称{defendant}的{product}侵犯其多项专利，并已申请禁令。',
    },
  },
  {
    name: 'Sanctions Violation',
    category: 'Legal',
    weight: 1,
    description: 'A company is suspected of breaching sanctions.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'authority', kind: 'sanctions-authority' },
      { name: 'destination', kind: 'country', countries: SANCTIONED_COUNTRIES },
    ],
    highlight: '{company} suspected of breaching sanctions on {destination}',
    title: {
      en: '{company} accused of breaching sanctions on {destination}',
      de: '{company} soll Sanktionen gegen {destination} umgangen haben',
      zh: '{company}被指违反对{destination}的制裁',
    },
    sentence: {
      en: '{authority} is examining whether {company} shipped restricted goods to {destination} via third countries in breach of export sanctions.',
      de: '{authority} prüft, ob {company} über Drittstaaten sanktionierte Güter nach {destination} geliefert hat.',
      zh: '{authority}正在调查{company}是否经由第三国向{destination}运送受限货物，违反出口制裁规定。',
    },
  },
  // Financial Distress
  {
    name: 'Insolvency Filing',
    category: 'Financial Distress',
    weight: 2,
    description: 'A company files for insolvency.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'court', kind: 'insolvency-court' },
      { name: 'administrator', kind: 'person' },
    ],
    highlight: '{company} files for insolvency',
    title: { en: '{company} files for insolvency', de: '{company} meldet Insolvenz an', zh: '{company}申请破产' },
    sentence: {
      en: '{company} has filed for insolvency at {court}; {administrator} has been appointed as provisional administrator.',
      de: '{company} hat beim {court} einen Insolvenzantrag gestellt; {administrator} wurde zum vorläufigen Insolvenzverwalter bestellt.',
      zh: '{company}已向{court}申请破产，{administrator}被任命为临时破产管理人。',
    },
  },
  {
    name: 'Credit Downgrade',
    category: 'Financial Distress',
    weight: 3,
    description: 'A rating agency lowers a credit rating.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'agency', kind: 'agency' },
      { name: 'rating_from', kind: 'rating-from' },
      { name: 'rating_to', kind: 'rating-to' },
    ],
    highlight: '{agency} cuts {company} to {rating_to}',
    title: {
      en: '{agency} downgrades {company} to {rating_to}',
      de: '{agency} stuft {company} auf {rating_to} herab',
      zh: '{agency}将{company}评级下调至{rating_to}',
    },
    sentence: {
      en: '{agency} lowered its rating on {company} from {rating_from} to {rating_to}, citing weaker cash flow and rising leverage.',
      de: '{agency} hat die Bonitätsnote von {company} von {rating_from} auf {rating_to} gesenkt und verweist auf einen schwächeren Cashflow sowie eine steigende Verschuldung.',
      zh: '{agency}将{company}的信用评级从{rating_from}下调至{rating_to}，理由是现金流走弱、杠杆率上升。',
    },
  },
  {
    name: 'Profit Warning',
    category: 'Financial Distress',
    weight: 3,
    description: 'A company lowers its earnings outlook.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'period', kind: 'period' },
      { name: 'metric', kind: 'choice', choices: METRICS },
    ],
    highlight: '{company} issues profit warning',
    title: { en: '{company} issues profit warning', de: 'Gewinnwarnung bei {company}', zh: '{company}发布盈利预警' },
    sentence: {
      en: '{company} warned that {metric} for {period} will fall well short of expectations because of weak demand and higher costs.',
      de: '{company} hat eine Gewinnwarnung veröffentlicht: {metric} werde im {period} wegen schwacher Nachfrage und höherer Kosten deutlich unter den Erwartungen liegen.',
      zh: '{company}发布预警称，受需求疲软和成本上升影响，{period}{metric}将远低于预期。',
    },
  },
  {
    name: 'Debt Restructuring',
    category: 'Financial Distress',
    weight: 1.5,
    description: 'A company renegotiates its debt.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'amount', kind: 'money', range: [100, 5000] },
    ],
    highlight: '{company} restructures {amount} of debt',
    title: {
      en: '{company} enters talks to restructure {amount} of debt',
      de: '{company} verhandelt über Umschuldung von {amount}',
      zh: '{company}就{amount}债务重组展开谈判',
    },
    sentence: {
      en: '{company} has hired advisers and opened talks with lenders to restructure about {amount} of debt due next year.',
      de: '{company} hat Berater mandatiert und verhandelt mit den Gläubigern über die Restrukturierung von Verbindlichkeiten in Höhe von rund {amount}.',
      zh: '{company}已聘请顾问，正与贷款方就约{amount}的明年到期债务进行重组谈判。',
    },
  },
  {
    name: 'Payment Default',
    category: 'Financial Distress',
    weight: 1,
    description: 'A company misses a payment.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'instrument', kind: 'choice', choices: INSTRUMENTS },
      { name: 'amount', kind: 'money', range: [10, 600] },
    ],
    highlight: '{company} misses payment on {instrument}',
    title: {
      en: '{company} defaults on {instrument}',
      de: '{company} bedient {instrument} nicht',
      zh: '{company}未能按期支付{instrument}',
    },
    sentence: {
      en: '{company} failed to pay {instrument} worth {amount} on time, triggering a grace period.',
      de: '{company} hat {instrument} über {amount} nicht fristgerecht bezahlt; nun läuft eine Nachfrist.',
      zh: '{company}未能按时支付金额为{amount}的{instrument}，已进入宽限期。',
    },
  },
  // Financial Performance
  {
    name: 'Earnings Beat',
    category: 'Financial Performance',
    weight: 3,
    description: 'Results come in above expectations.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'period', kind: 'period' },
      { name: 'revenue', kind: 'money', range: [100, 30000] },
    ],
    highlight: '{company} beats forecasts in {period}',
    title: {
      en: '{company} beats expectations in {period}',
      de: '{company} übertrifft im {period} die Erwartungen',
      zh: '{company}公布{period}业绩，超出预期',
    },
    sentence: {
      en: '{company} reported revenue of {revenue} for {period}, ahead of analyst estimates, and raised its full-year outlook.',
      de: '{company} hat im {period} einen Umsatz von {revenue} erzielt, mehr als Analysten erwartet hatten, und die Jahresprognose angehoben.',
      zh: '{company}公布{period}营收为{revenue}，高于分析师预期，并上调全年业绩指引。',
    },
  },
  {
    name: 'Capital Raise',
    category: 'Financial Performance',
    weight: 2,
    description: 'A company raises new equity.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'amount', kind: 'money', range: [50, 3000] },
      { name: 'investor', kind: 'company' },
    ],
    highlight: '{company} raises {amount}',
    title: {
      en: '{company} raises {amount} in new funding',
      de: '{company} sammelt {amount} ein',
      zh: '{company}完成{amount}融资',
    },
    sentence: {
      en: '{company} has raised {amount} in a capital increase anchored by {investor}.',
      de: '{company} hat im Rahmen einer Kapitalerhöhung {amount} eingesammelt; Ankerinvestor ist {investor}.',
      zh: '{company}通过增资募集{amount}，{investor}为基石投资者。',
    },
  },
  {
    name: 'Dividend Cut',
    category: 'Financial Performance',
    weight: 1,
    description: 'A company reduces its dividend.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'cut', kind: 'percent', range: [20, 100] },
    ],
    highlight: '{company} cuts dividend by {cut}',
    title: {
      en: '{company} cuts dividend by {cut}',
      de: '{company} kürzt die Dividende um {cut}',
      zh: '{company}削减股息{cut}',
    },
    sentence: {
      en: '{company} will reduce its dividend by {cut} to preserve cash amid a weaker market.',
      de: '{company} senkt die Dividende um {cut}, um angesichts der schwächeren Marktlage Liquidität zu schonen.',
      zh: '{company}宣布将股息削减{cut}，以在市场走弱之际保留现金。',
    },
  },
  // ESG
  {
    name: 'Environmental Incident',
    category: 'ESG',
    weight: 2,
    industries: HEAVY,
    notIn: PLANTLESS,
    description: 'Pollution or a spill at a company site.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'location', kind: 'city' },
      { name: 'pollutant', kind: 'choice', choices: POLLUTANTS },
    ],
    highlight: '{pollutant} leak at {company} site in {location}',
    title: {
      en: 'Leak of {pollutant} at {company} site in {location}',
      de: 'Umweltunfall bei {company} in {location}',
      zh: '{company}位于{location}的工厂发生{pollutant}泄漏',
    },
    sentence: {
      en: 'Authorities in {location} are investigating after {pollutant} escaped from a {company} facility and entered a nearby river.',
      de: 'Nach dem Austritt von {pollutant} aus einer Anlage von {company} in {location} ermitteln die Behörden; die Stoffe gelangten in einen nahe gelegenen Fluss.',
      zh: '{company}位于{location}的工厂发生{pollutant}泄漏并流入附近河流，当地政府已介入调查。',
    },
  },
  {
    name: 'Human Rights Allegation',
    category: 'ESG',
    weight: 2,
    industries: SOURCING,
    description: 'Abuses are alleged in a company’s supply chain.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'accuser', kind: 'ngo' },
      { name: 'allegation', kind: 'choice', choices: ALLEGATIONS },
      { name: 'location', kind: 'country', countries: SUPPLIER_COUNTRIES },
    ],
    highlight: '{accuser} alleges {allegation} at {company} suppliers',
    title: {
      en: '{accuser} accuses {company} suppliers of {allegation}',
      de: '{accuser} erhebt Vorwürfe gegen {company}',
      zh: '{accuser}指控{company}供应商{allegation}',
    },
    sentence: {
      en: 'A report by {accuser} alleges {allegation} at suppliers of {company} in {location}; the company said it was reviewing the findings.',
      de: 'Ein Bericht von {accuser} wirft Zulieferern von {company} in {location} {allegation} vor; das Unternehmen prüft nach eigenen Angaben die Vorwürfe.',
      zh: '{accuser}发布报告称，{company}在{location}的供应商存在{allegation}问题；该公司表示正在核查。',
    },
  },
  {
    name: 'Emissions Target',
    category: 'ESG',
    weight: 2,
    industries: ['utilities', 'oil-gas', 'renewables', 'automotive', 'logistics', 'chemicals'],
    description: 'A company sets a climate target.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'reduction', kind: 'percent', range: [30, 90] },
      { name: 'target_year', kind: 'year' },
    ],
    highlight: '{company} pledges {reduction} emissions cut by {target_year}',
    title: {
      en: '{company} pledges to cut emissions by {reduction} by {target_year}',
      de: '{company} will Emissionen bis {target_year} um {reduction} senken',
      zh: '{company}承诺到{target_year}年减排{reduction}',
    },
    sentence: {
      en: '{company} has committed to reducing its greenhouse-gas emissions by {reduction} by {target_year} and will tie executive pay to the goal.',
      de: '{company} hat sich verpflichtet, die eigenen Treibhausgasemissionen bis {target_year} um {reduction} zu senken, und koppelt die Vorstandsvergütung an das Ziel.',
      zh: '{company}承诺到{target_year}年将温室气体排放量减少{reduction}，并将高管薪酬与该目标挂钩。',
    },
  },
  {
    name: 'Corruption Allegation',
    category: 'ESG',
    weight: 1.5,
    industries: ['construction', 'aerospace-defence', 'oil-gas', 'mining-metals'],
    description: 'Bribery or corruption is alleged.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'location', kind: 'country', countries: BRIBERY_COUNTRIES },
    ],
    highlight: '{company} faces bribery allegations in {location}',
    title: {
      en: '{company} faces bribery allegations in {location}',
      de: 'Korruptionsvorwürfe gegen {company} in {location}',
      zh: '{company}在{location}涉嫌行贿',
    },
    sentence: {
      en: 'Prosecutors are investigating whether employees of {company} paid bribes to win public contracts in {location}.',
      de: 'Die Staatsanwaltschaft prüft, ob Mitarbeiter von {company} in {location} Schmiergelder gezahlt haben, um öffentliche Aufträge zu erhalten.',
      zh: '检方正在调查{company}员工是否为在{location}获得公共合同而行贿。',
    },
  },
  {
    name: 'Workplace Accident',
    category: 'ESG',
    weight: 1.5,
    industries: ['construction', 'mining-metals', 'chemicals', 'machinery'],
    notIn: PLANTLESS,
    description: 'Workers are injured at a company site.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'location', kind: 'city' },
      { name: 'casualties', kind: 'count', range: [2, 14] },
    ],
    highlight: '{casualties} injured at {company} plant in {location}',
    title: {
      en: '{casualties} workers injured in accident at {company} plant',
      de: '{casualties} Verletzte bei Unfall im Werk von {company}',
      zh: '{company}工厂事故致{casualties}人受伤',
    },
    sentence: {
      en: '{casualties} workers were injured in an explosion at the {company} plant in {location}; production has been halted.',
      de: 'Bei einer Explosion im Werk von {company} in {location} sind {casualties} Beschäftigte verletzt worden; die Produktion steht still.',
      zh: '{company}位于{location}的工厂发生爆炸，造成{casualties}名工人受伤，生产已经暂停。',
    },
  },
  // Operations
  {
    name: 'Layoffs',
    category: 'Operations',
    weight: 5,
    description: 'A company cuts jobs.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'headcount', kind: 'count', range: [80, 9000] },
      { name: 'location', kind: 'city' },
    ],
    highlight: '{company} cuts {headcount} jobs',
    title: {
      en: '{company} to cut {headcount} jobs',
      de: '{company} streicht {headcount} Stellen',
      zh: '{company}将裁员{headcount}人',
    },
    sentence: {
      en: '{company} plans to cut {headcount} jobs, mainly at its site in {location}, as part of a cost-saving programme.',
      de: '{company} will im Rahmen eines Sparprogramms {headcount} Stellen abbauen, vor allem am Standort {location}.',
      zh: '作为成本削减计划的一部分，{company}计划裁员{headcount}人，主要涉及其{location}基地。',
    },
  },
  {
    name: 'Plant Closure',
    category: 'Operations',
    weight: 2.5,
    industries: ['automotive', 'machinery', 'chemicals', 'consumer-goods', 'textiles-apparel'],
    notIn: PLANTLESS,
    description: 'A company closes a site.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'location', kind: 'city' },
      { name: 'headcount', kind: 'count', range: [100, 2500] },
    ],
    highlight: '{company} closes plant in {location}',
    title: {
      en: '{company} to close {location} plant',
      de: '{company} schließt Werk in {location}',
      zh: '{company}将关闭{location}工厂',
    },
    sentence: {
      en: '{company} will close its plant in {location} by the end of next year, affecting about {headcount} employees.',
      de: '{company} wird das Werk in {location} bis Ende nächsten Jahres schließen; betroffen sind rund {headcount} Beschäftigte.',
      zh: '{company}将于明年底前关闭其{location}工厂，约{headcount}名员工受影响。',
    },
  },
  {
    name: 'Facility Expansion',
    category: 'Operations',
    weight: 3,
    description: 'A company invests in a new site.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'location', kind: 'city' },
      { name: 'investment', kind: 'money', range: [20, 3000] },
    ],
    highlight: '{company} invests {investment} in {location}',
    title: {
      en: '{company} to invest {investment} in new site in {location}',
      de: '{company} investiert {investment} in {location}',
      zh: '{company}将在{location}投资{investment}建新厂',
    },
    sentence: {
      en: '{company} will invest {investment} in a new production site in {location}, creating several hundred jobs.',
      de: '{company} investiert {investment} in einen neuen Produktionsstandort in {location} und schafft mehrere Hundert Arbeitsplätze.',
      zh: '{company}将投资{investment}在{location}新建生产基地，预计创造数百个就业岗位。',
    },
  },
  {
    name: 'Strike',
    category: 'Operations',
    weight: 2,
    industries: ['logistics', 'automotive', 'retail', 'machinery'],
    description: 'Workers walk out.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'union', kind: 'union' },
      { name: 'location', kind: 'city' },
    ],
    highlight: '{union} strikes at {company}',
    title: {
      en: 'Workers strike at {company} in {location}',
      de: 'Streik bei {company} in {location}',
      zh: '{company}位于{location}的工厂工人罢工',
    },
    sentence: {
      en: 'Members of {union} walked out at the {company} site in {location} after wage talks broke down.',
      de: 'Nach dem Scheitern der Tarifverhandlungen haben Mitglieder {union} die Arbeit bei {company} in {location} niedergelegt.',
      zh: '由于工资谈判破裂，{union}成员在{company}位于{location}的工厂举行罢工。',
    },
  },
  {
    name: 'Supply Chain Disruption',
    category: 'Operations',
    weight: 3,
    industries: ['automotive', 'electronics', 'machinery', 'semiconductors'],
    description: 'A supplier cannot deliver.',
    subject: 'company',
    alternativeSubject: { argument: 'supplier', share: 0.25 },
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'supplier', kind: 'company' },
      { name: 'cause', kind: 'choice', choices: CAUSES },
    ],
    highlight: '{cause} at {supplier} disrupts {company}',
    title: {
      en: 'Supply problems at {supplier} hit {company}',
      de: 'Lieferprobleme bei {supplier} treffen {company}',
      zh: '{supplier}供货中断波及{company}',
    },
    sentence: {
      en: '{company} has warned of production delays after deliveries from {supplier} stalled because of {cause}.',
      de: '{company} warnt vor Produktionsverzögerungen, weil Lieferungen von {supplier} wegen {cause} ausbleiben.',
      zh: '由于{cause}，{supplier}的供货陷入停滞，{company}警告生产可能延误。',
    },
  },
  {
    name: 'Data Breach',
    category: 'Operations',
    weight: 2,
    industries: DATA_HEAVY,
    description: 'Customer data is exposed.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'records', kind: 'count', range: [5000, 12_000_000] },
    ],
    highlight: '{company} data breach affects {records} customers',
    title: {
      en: '{company} discloses data breach affecting {records} customers',
      de: 'Datenleck bei {company}: {records} Kunden betroffen',
      zh: '{company}数据泄露，{records}名客户受影响',
    },
    sentence: {
      en: '{company} said attackers accessed personal data of about {records} customers, including names and e-mail addresses.',
      de: 'Bei {company} haben Angreifer auf persönliche Daten von rund {records} Kunden zugegriffen, darunter Namen und E-Mail-Adressen.',
      zh: '{company}表示，攻击者获取了约{records}名客户的个人数据，包括姓名和电子邮件地址。',
    },
  },
  {
    name: 'Cyberattack',
    category: 'Operations',
    weight: 2,
    industries: DATA_HEAVY,
    description: 'An attack disrupts a company’s IT.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'attack_type', kind: 'choice', choices: ATTACKS },
    ],
    highlight: '{attack_type} on {company}',
    title: { en: '{company} hit by {attack_type}', de: 'Cyberangriff auf {company}', zh: '{company}遭遇{attack_type}' },
    sentence: {
      en: 'A {attack_type} has disrupted IT systems at {company}; some plants are running at reduced capacity.',
      de: 'Ein {attack_type} hat die IT-Systeme von {company} lahmgelegt; einige Werke arbeiten nur eingeschränkt.',
      zh: '{company}遭遇{attack_type}，IT系统受到干扰，部分工厂产能下降。',
    },
  },
  // Products
  {
    name: 'Product Recall',
    category: 'Products',
    weight: 2,
    industries: CONSUMER,
    notIn: [...PLANTLESS, 'telecommunications', 'logistics', 'utilities'],
    description: 'A company recalls a product.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'product', kind: 'product' },
      { name: 'units', kind: 'count', range: [500, 800_000] },
    ],
    highlight: '{company} recalls {units} units of {product}',
    title: {
      en: '{company} recalls {units} units of {product}',
      de: 'Rückruf bei {company}: Produkt {product} betroffen',
      zh: '{company}召回{units}件{product}',
    },
    sentence: {
      en: '{company} is recalling about {units} units of the {product} because of a possible safety defect.',
      de: '{company} ruft wegen eines möglichen Sicherheitsmangels rund {units} Einheiten des Produkts {product} zurück.',
      zh: '由于可能存在安全缺陷，{company}正在召回约{units}件{product}。',
    },
  },
  {
    name: 'Product Launch',
    category: 'Products',
    weight: 3,
    description: 'A company launches a product.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'product', kind: 'product' },
      { name: 'market', kind: 'country', countries: LAUNCH_MARKETS },
    ],
    highlight: '{company} launches {product} in {market}',
    title: {
      en: '{company} launches {product} in {market}',
      de: '{company} bringt Produkt {product} in {market} auf den Markt',
      zh: '{company}在{market}推出{product}',
    },
    sentence: {
      en: '{company} has launched the new {product} in {market} and expects it to add significantly to revenue next year.',
      de: '{company} hat das neue Produkt {product} in {market} eingeführt und erwartet im kommenden Jahr einen deutlichen Umsatzbeitrag.',
      zh: '{company}在{market}推出新款{product}，预计明年将显著提升营收。',
    },
  },
  {
    name: 'Regulatory Approval',
    category: 'Products',
    weight: 1.5,
    industries: ['pharmaceuticals', 'healthcare', 'aerospace-defence'],
    onlyIn: ['pharmaceuticals', 'healthcare', 'aerospace-defence'],
    description: 'An authority approves a product.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'product', kind: 'product' },
      { name: 'authority', kind: 'approval-authority' },
    ],
    highlight: '{authority} approves {product}',
    title: {
      en: '{company} wins approval for {product}',
      de: '{company} erhält Zulassung für Produkt {product}',
      zh: '{company}的{product}获批',
    },
    sentence: {
      en: '{authority} has approved the {product} from {company}, clearing the way for sales to begin this quarter.',
      de: '{authority} hat das Produkt {product} von {company} zugelassen; der Verkauf soll noch in diesem Quartal beginnen.',
      zh: '{authority}已批准{company}的{product}，该产品预计本季度开始销售。',
    },
  },
  // Partnerships
  {
    name: 'Partnership Announced',
    category: 'Partnerships',
    weight: 4,
    description: 'Two companies start working together.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'partner', kind: 'company' },
      { name: 'field', kind: 'choice', choices: FIELDS },
    ],
    highlight: '{company} partners with {partner} on {field}',
    title: {
      en: '{company} and {partner} team up on {field}',
      de: '{company} und {partner} kooperieren im Bereich {field}',
      zh: '{company}与{partner}在{field}领域合作',
    },
    sentence: {
      en: '{company} and {partner} have signed a strategic partnership to jointly develop solutions in {field}.',
      de: '{company} und {partner} haben eine strategische Partnerschaft unterzeichnet, um gemeinsam Lösungen im Bereich {field} zu entwickeln.',
      zh: '{company}与{partner}签署战略合作协议，将在{field}领域共同开发解决方案。',
    },
  },
  {
    name: 'Joint Venture',
    category: 'Partnerships',
    weight: 1.5,
    description: 'Two companies found a joint venture.',
    subject: 'company',
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'partner', kind: 'company' },
      { name: 'location', kind: 'city' },
    ],
    highlight: '{company} forms joint venture with {partner}',
    title: {
      en: '{company} and {partner} form joint venture in {location}',
      de: '{company} und {partner} gründen Gemeinschaftsunternehmen',
      zh: '{company}与{partner}在{location}成立合资企业',
    },
    sentence: {
      en: '{company} and {partner} will set up a 50:50 joint venture based in {location} to serve the regional market.',
      de: '{company} und {partner} gründen ein Gemeinschaftsunternehmen mit Sitz in {location}, an dem beide Partner je zur Hälfte beteiligt sind.',
      zh: '{company}与{partner}将在{location}成立各持股50%的合资企业，服务区域市场。',
    },
  },
  {
    name: 'Major Contract Won',
    category: 'Partnerships',
    weight: 3,
    description: 'A company wins a large order.',
    subject: 'company',
    alternativeSubject: { argument: 'customer', share: 0.25 },
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'customer', kind: 'company' },
      { name: 'value', kind: 'money', range: [10, 2500] },
    ],
    highlight: '{company} wins {value} contract from {customer}',
    title: {
      en: '{company} wins {value} order from {customer}',
      de: '{company} erhält Großauftrag von {customer}',
      zh: '{company}获得{customer}价值{value}的订单',
    },
    sentence: {
      en: '{company} has won a multi-year contract worth {value} from {customer}, its largest order this year.',
      de: '{company} hat von {customer} einen mehrjährigen Auftrag im Wert von {value} erhalten – den größten in diesem Jahr.',
      zh: '{company}获得{customer}一份价值{value}的多年期合同，为今年以来最大订单。',
    },
  },
  {
    name: 'Contract Termination',
    category: 'Partnerships',
    weight: 1.5,
    description: 'A customer or partner ends a contract.',
    subject: 'company',
    alternativeSubject: { argument: 'partner', share: 0.3 },
    arguments: [
      { name: 'company', kind: 'company' },
      { name: 'partner', kind: 'company' },
    ],
    highlight: '{partner} terminates contract with {company}',
    title: {
      en: '{partner} ends supply agreement with {company}',
      de: '{partner} kündigt Liefervertrag mit {company}',
      zh: '{partner}终止与{company}的供货协议',
    },
    sentence: {
      en: '{partner} has terminated its long-standing supply agreement with {company}, citing repeated quality problems.',
      de: '{partner} hat den langjährigen Liefervertrag mit {company} gekündigt und verweist auf wiederholte Qualitätsprobleme.',
      zh: '{partner}以多次出现质量问题为由，终止了与{company}的长期供货协议。',
    },
  },
];
