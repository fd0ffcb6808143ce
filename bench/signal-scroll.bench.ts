// ADRs 0049 and 0053: scrolling 100,000 signals stays smooth. A fresh embedded database gets the small demo world and, through
// `argus import signals`, 100,000 signals of the last month for one folder (Kestrel Automotive) and 100 for another
// (Northwind, the baseline); the app is served as `npm start` serves it; Chromium opens the Signals screen of each
// folder as the moderator, waits until the whole month is loaded, then scrolls the window by a fixed step on every
// animation frame (slow and fast, bouncing at the ends) and counts the frames and the long tasks.
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '@argus/contract';
import { CHROMIUM_LAUNCH_OPTIONS } from '../scripts/chromium';
import { demoApp } from './browser-bench/demo-app';
import { median, report } from './report';
import { writeFolderFile } from './signal-scroll/write-folder-file';

const BIG = { customerName: 'kestrel_automotive', count: Number(process.env.BENCH_SCROLL_SIGNALS ?? 100_000) };
const SMALL = { customerName: 'northwind', count: 100 };
const SPEEDS = [
  { name: 'slow', pixelsPerFrame: 8 },
  { name: 'fast', pixelsPerFrame: 80 },
];
const SECONDS = Number(process.env.BENCH_SCROLL_SECONDS ?? 8);
const FPS_GOAL = 50;
const BASELINE_SHARE = 0.9;
const LONG_TASK_MS = 50;

const app = demoApp('argus-scroll-');

type ScrollRun = { frameIntervals: number[]; longTasks: number[]; cardsInDom: number; distance: number };

/**
 * In the page: scroll by `step` on each animation frame for `seconds`, bouncing at the ends. Kept as text: tsx names
 * the inner functions of compiled code with a helper that does not exist in the page.
 */
const scrollInPage = (step: number, seconds: number) => `new Promise((resolve) => {
  const longTasks = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  const frameIntervals = [];
  let direction = 1, distance = 0, maxCards = 0, started = 0, last = 0;
  window.scrollTo(0, 0);
  const frame = (now) => {
    if (started === 0) started = now;
    else frameIntervals.push(now - last);
    last = now;
    const bottom = document.documentElement.scrollHeight - window.innerHeight;
    if (window.scrollY >= bottom - 1) direction = -1;
    else if (window.scrollY <= 0) direction = 1;
    const before = window.scrollY;
    window.scrollBy(0, direction * ${step});
    distance += Math.abs(window.scrollY - before);
    maxCards = Math.max(maxCards, document.querySelectorAll('[data-testid="signal-card"]').length);
    if (now - started < ${seconds * 1000}) requestAnimationFrame(frame);
    else {
      observer.disconnect();
      resolve({ frameIntervals, longTasks, cardsInDom: maxCards, distance });
    }
  };
  requestAnimationFrame(frame);
})`;

/** Frames per second over each whole second of the run, and their median. */
function framesPerSecond(intervals: number[]) {
  const perSecond: number[] = [];
  let elapsed = 0;
  let frames = 0;
  for (const interval of intervals) {
    elapsed += interval;
    frames++;
    if (elapsed >= 1000) {
      perSecond.push((frames * 1000) / elapsed);
      elapsed = 0;
      frames = 0;
    }
  }
  return median(perSecond);
}

async function openFolder(browser: Browser, baseUrl: string, token: string, customerName: string) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript(
    ({ tokenKey, token, customerName }) => {
      window.localStorage.setItem(tokenKey, token);
      window.localStorage.setItem('argus-selected-folder', JSON.stringify({ username: 'moderator', customerName }));
    },
    { tokenKey: TOKEN_STORAGE_KEY, token, customerName },
  );
  const page = await context.newPage();
  const started = Date.now();
  await page.goto('/corporate-intelligence/signal-stream');
  const count = page.getByTestId('folder-signal-count');
  await count.filter({ hasText: /signals of the last month loaded\.$/ }).waitFor({ timeout: 15 * 60_000 });
  const loadSeconds = (Date.now() - started) / 1000;
  const loaded = Number(/^([\d,]+)/.exec((await count.textContent()) ?? '')![1]!.replace(/,/g, ''));
  await page.getByTestId('signal-card').first().waitFor();
  // Let the last filter answer and the list's measurements settle before timing anything.
  await page.waitForTimeout(3000);
  const shown = (await page.getByTestId('signal-shown-count').textContent()) ?? '';
  return { page, loaded, shown, loadSeconds };
}

async function measureFolder(browser: Browser, baseUrl: string, token: string, customerName: string) {
  const { page, loaded, shown, loadSeconds } = await openFolder(browser, baseUrl, token, customerName);
  const runs: Record<string, { fps: number; longestTask: number; longTasks: number; cardsInDom: number }> = {};
  // One unmeasured second first: the first frames of a page compile and lay out what later ones reuse.
  await page.evaluate(scrollInPage(SPEEDS[1]!.pixelsPerFrame, 1));
  for (const speed of SPEEDS) {
    const run = (await page.evaluate(scrollInPage(speed.pixelsPerFrame, SECONDS))) as ScrollRun;
    runs[speed.name] = {
      fps: framesPerSecond(run.frameIntervals),
      longestTask: Math.max(0, ...run.longTasks),
      longTasks: run.longTasks.length,
      cardsInDom: run.cardsInDom,
    };
    console.error(
      `${customerName} (${shown}), ${speed.name}: ${JSON.stringify(runs[speed.name])}, scrolled ${Math.round(run.distance)} px`,
    );
  }
  await page.context().close();
  return { loaded, loadSeconds, runs };
}

try {
  app.argus('seed-demo', '--scale', 'small');
  const file = path.join(app.dataDir, 'signals.ndjson');
  await writeFolderFile(file, [BIG, SMALL], new Date());
  app.argus('import', 'signals', file);

  const baseUrl = await app.serve();
  const token = await app.login('moderator');

  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const baseline = await measureFolder(browser, baseUrl, token, SMALL.customerName);
  const big = await measureFolder(browser, baseUrl, token, BIG.customerName);
  await browser.close();

  report({
    name: `signal scroll: ${big.loaded.toLocaleString('en')} signals loaded in the browser`,
    value: big.loaded,
    unit: 'signals',
    goal: `≥ ${BIG.count.toLocaleString('en')}`,
    pass: big.loaded >= BIG.count,
  });
  report({
    name: 'signal scroll: start-up until the whole month shows, big folder',
    value: Number(big.loadSeconds.toFixed(1)),
    unit: 's',
    goal: 'baseline',
    pass: true,
  });
  for (const speed of SPEEDS) {
    const small = baseline.runs[speed.name]!;
    const large = big.runs[speed.name]!;
    report({
      name: `signal scroll, ${speed.name} (${speed.pixelsPerFrame} px a frame): median fps, ${baseline.loaded} signals (baseline)`,
      value: Number(small.fps.toFixed(1)),
      unit: 'fps',
      goal: 'baseline',
      pass: true,
    });
    report({
      name: `signal scroll, ${speed.name}: median fps, ${big.loaded.toLocaleString('en')} signals`,
      value: Number(large.fps.toFixed(1)),
      unit: 'fps',
      goal: `≥ ${FPS_GOAL} and ≥ ${BASELINE_SHARE} × baseline`,
      pass: large.fps >= FPS_GOAL && large.fps >= BASELINE_SHARE * small.fps,
    });
    report({
      name: `signal scroll, ${speed.name}: longest task while scrolling ${big.loaded.toLocaleString('en')} signals (${large.longTasks} over 50 ms; baseline ${Math.round(small.longestTask)} ms)`,
      value: Math.round(large.longestTask),
      unit: 'ms',
      goal: `< ${LONG_TASK_MS}`,
      pass: large.longestTask < LONG_TASK_MS,
    });
    report({
      name: `signal scroll, ${speed.name}: most cards in the DOM at once, ${big.loaded.toLocaleString('en')} signals`,
      value: large.cardsInDom,
      unit: 'cards',
      goal: '< 40 (virtualised)',
      pass: large.cardsInDom < 40,
    });
  }
} finally {
  await app.close();
}
