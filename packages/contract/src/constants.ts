// Business constants of spec section 9 and the enums the wire shapes use.

export const PRODUCT_TITLE = 'Argus — Corporate Intelligence';

/** Local-storage key of the access token (spec section 9). */
export const TOKEN_STORAGE_KEY = 'user-token';
/** The token is refreshed at start-up when less than this remains (spec section 9). */
export const TOKEN_REFRESH_THRESHOLD_MS = 12 * 60 * 60 * 1000;

export const PRIVILEGE = { user: 1, moderator: 2, admin: 3 } as const;
export const isModerator = (privilege: number) => privilege >= PRIVILEGE.moderator;
export const isAdmin = (privilege: number) => privilege >= PRIVILEGE.admin;

/** The proof-of-concept customer that moderators and admins start on. */
export const DEFAULT_CUSTOMER_NAME = 'poc';

export const LANGUAGES = ['en', 'de', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];

export const MEDIA_SEGMENTS = ['news', 'blog', 'forum', 'social', 'regulatory', 'press release'] as const;
export type MediaSegment = (typeof MEDIA_SEGMENTS)[number];

export const RESULT_LABELS = ['relevant', 'irrelevant', 'complete error', 'needs review', 'missed duplicate'] as const;
export type ResultLabel = (typeof RESULT_LABELS)[number];

/** Index = stored reliability (1-5); index 0 is the filter's "no filter" level. */
export const RELIABILITY_LABELS = ['No Filter', 'Very Low', 'Low', 'Middle', 'High', 'Very High'] as const;
export type ReliabilityLabel = (typeof RELIABILITY_LABELS)[number];

export const REVIEW_OPTIONS = ['Bookmarked', 'Liked', 'Disliked', 'Neither bookmarked, liked, nor disliked'] as const;

export const TOP_EVENT_TYPES = 10;
export const TOP_AFFECTED_COMPANIES = 5;
export const LATEST_MENTIONS_PAGE = 1;
export const LATEST_MENTIONS_SIZE = 50;
export const CUSTOMERS_CACHE_CHUNK = 500_000;
export const LOGIN_SHAKE_MS = 1000;
export const LOGIN_BACKGROUND_COUNT = 18;
export const MOBILE_BREAKPOINT_PX = 576;
export const SERVICE_WORKER_UPDATE_MS = 60 * 60 * 1000;

/** The response header of a list paged on the server that says how many rows match in all. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

/** Path prefixes the API answers on: the server never answers them with the web app, the dev server proxies them. */
export const API_PATH_PREFIXES = [
  '/auth',
  '/api',
  '/users',
  '/customers',
  '/target-entities',
  '/system-management',
  '/events-management',
  '/favorites',
  '/email-schedules',
  '/logs',
  '/health',
] as const;
