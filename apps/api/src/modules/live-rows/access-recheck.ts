import type { FastifyBaseLogger } from 'fastify';
import type { CurrentUser } from '../../lib/current-user';
import type { Subscriber } from './subscribers';

/** Who may check a stream's right to go on: whether its token and customer grant still hold. */
export type StreamAuthority = {
  userOfToken: (tokenText: string) => Promise<CurrentUser | 'invalid' | 'revoked'>;
  mayRead: (user: CurrentUser, customer: string) => Promise<boolean>;
};

/**
 * When access changed somewhere (logout, password change, disabled user, withdrawn grant), every stream asks again,
 * past the caches, and closes when its token or grant no longer holds. Changes arriving during a check start one more
 * check after it, never several at once. Answers the function to call on each change.
 */
export function createAccessRecheck(authority: StreamAuthority, streams: () => Subscriber[], log: FastifyBaseLogger) {
  let checking: Promise<void> | undefined;
  let checkAgain = false;

  async function checkStreams() {
    do {
      checkAgain = false;
      const users = new Map<string, ReturnType<StreamAuthority['userOfToken']>>();
      const grants = new Map<string, Promise<boolean>>();
      for (const subscriber of streams()) {
        const tokenText = subscriber.tokenText;
        if (!users.has(tokenText)) users.set(tokenText, authority.userOfToken(tokenText));
        const user = await users.get(tokenText)!;
        if (typeof user === 'string') {
          subscriber.stream.close();
          continue;
        }
        const grantKey = `${user.id}|${subscriber.customer}`;
        if (!grants.has(grantKey)) grants.set(grantKey, authority.mayRead(user, subscriber.customer));
        if (!(await grants.get(grantKey)!)) subscriber.stream.close();
        else subscriber.user = user;
      }
    } while (checkAgain);
  }

  return () => {
    if (checking) {
      checkAgain = true;
      return;
    }
    checking = checkStreams()
      .catch((error: unknown) => log.error({ err: error }, 'live streams: checking the streams failed'))
      .finally(() => {
        checking = undefined;
      });
  };
}
