import { botCheckEndpoints, type BotCheckChallenge } from '@argus/contract';
import { callEndpoint } from '../../../lib/api-client';

/** A fresh challenge for one form submission. */
export function getBotCheckChallenge(): Promise<BotCheckChallenge> {
  return callEndpoint(botCheckEndpoints.challenge);
}
