import { botCheckChallengeSchema, botCheckEndpoints, type BotCheckChallenge } from '@argus/contract';
import { requestApi } from '../../../lib/api-client';

/** A fresh challenge for one form submission. */
export function getBotCheckChallenge(): Promise<BotCheckChallenge> {
  return requestApi(botCheckEndpoints.challenge.path, { parser: botCheckChallengeSchema });
}
