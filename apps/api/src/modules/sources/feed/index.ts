export { FeedError, type FeedItem, type MentionLanguage, type ParsedFeed, type ParseFeedInput } from './feed-types';
export { maxItemsPerFeed, parseFeed, skipReasons } from './parse-feed';
export { parseOpml, writeOpml } from './opml';
export { createFeedReader, type FeedReader } from './feed-reader';
