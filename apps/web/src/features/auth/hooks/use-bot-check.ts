import type { BotCheckChallenge, BotCheckProof } from '@argus/contract';
import { useCallback, useEffect, useRef } from 'react';
import { getBotCheckChallenge } from '../api/get-bot-check';
import { solveBotCheck } from '../lib/solve-bot-check';

function solveInWorker(challenge: BotCheckChallenge): Promise<BotCheckProof> {
  // Browsers without module workers (and the component tests' simulated DOM) solve on the page.
  if (typeof Worker === 'undefined') return Promise.resolve(solveBotCheck(challenge));
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../worker/bot-check.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<BotCheckProof>) => {
      resolve(event.data);
      worker.terminate();
    };
    worker.onerror = (event) => {
      reject(new Error(event.message || 'The bot check could not run.'));
      worker.terminate();
    };
    worker.postMessage(challenge);
  });
}

async function newProof(): Promise<BotCheckProof> {
  return solveInWorker(await getBotCheckChallenge());
}

/**
 * The bot check of a logged-out form (spec section 7): solving starts when the form shows, so that it is usually
 * done before the user submits. Each proof is good for one submission: a second submission (after a refusal) solves
 * a new one then.
 */
export function useBotCheck(): () => Promise<BotCheckProof> {
  const pending = useRef<Promise<BotCheckProof> | null>(null);
  const start = useCallback(() => {
    const proof = newProof();
    // Seen by whoever takes it; unhandled until then, it must not be reported as a page error.
    proof.catch(() => {});
    pending.current = proof;
    return proof;
  }, []);
  useEffect(() => {
    if (!pending.current) void start();
  }, [start]);
  return useCallback(() => {
    const proof = pending.current ?? start();
    pending.current = null;
    return proof;
  }, [start]);
}
