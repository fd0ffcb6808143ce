/// <reference lib="webworker" />
import type { BotCheckChallenge } from '@argus/contract';
import { solveBotCheck } from '../lib/solve-bot-check';

// Off the main thread: the form stays responsive while a few hundred thousand hashes run.
self.onmessage = (event: MessageEvent<BotCheckChallenge>) => {
  self.postMessage(solveBotCheck(event.data));
};
