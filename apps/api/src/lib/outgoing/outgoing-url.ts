import { OutgoingCallError } from './outgoing-call-error';

/**
 * Reads an address a user typed (or a server redirected to) and refuses what outgoing calls never go to: anything
 * but http: and https: ('scheme'), and addresses that carry a user name or password ('bad-url', since they would
 * be sent to whoever the address points at). The message never repeats the password.
 */
export function parseOutgoingUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new OutgoingCallError(
      'bad-url',
      base
        ? `${base.host} redirected to "${text}", which is not a valid web address.`
        : `"${text}" is not a valid web address.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    const scheme = url.protocol.replace(/:$/, '');
    throw new OutgoingCallError(
      'scheme',
      base
        ? `${base.host} redirected to a ${scheme}: address; Argus only follows http and https addresses.`
        : `Only http and https addresses can be called; this one uses ${scheme}:.`,
    );
  }
  if (url.username !== '' || url.password !== '') {
    throw new OutgoingCallError(
      'bad-url',
      `The address for ${url.host} contains a user name or password; Argus does not send credentials written in ` +
        'an address.',
    );
  }
  if (url.hostname === '') {
    throw new OutgoingCallError('bad-url', `"${text}" names no host.`);
  }
  return url;
}

/** The statuses whose Location is followed; 304 and 300 are answers, not redirects. */
export function isFollowedRedirect(status: number): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

/** The address as a message shows it: no query string, which may hold tokens. */
export function displayUrl(url: URL): string {
  return `${url.origin}${url.pathname}`;
}
