// temp: Lighthouse detail at a CPU slowdown (not committed)
import { createRequire } from 'node:module';
const require = createRequire(process.cwd() + '/package.json');
const { launch } = require('chrome-launcher');
const lighthouse = (await import(require.resolve('lighthouse'))).default;
const { desktopConfig } = await import(require.resolve('lighthouse'));
const { chromium } = require('playwright-core');
const [base, page = 'overview', slow = '2', runs = '2'] = process.argv.slice(2);
const PAGES = { login: '/login', signals: '/corporate-intelligence/signal-stream', mentions: '/discovery/mention-stream', overview: '/corporate-intelligence/overview' };
const res = await fetch(base + '/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'analyst', password: 'argus-demo' }) });
const token = (await res.json()).access_token;
const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const config = { ...desktopConfig, settings: { ...desktopConfig.settings, throttling: { ...desktopConfig.settings.throttling, cpuSlowdownMultiplier: Number(slow) } } };
try {
  const b = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const p = await b.contexts()[0].newPage();
  await p.goto(base + '/login');
  await p.evaluate((t) => page === 'login' ? localStorage.clear() : localStorage.setItem('user-token', t), token);
  await p.close(); await b.close();
  for (let i = 0; i < Number(runs); i++) {
    const r = await lighthouse(base + PAGES[page], { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, config);
    const l = r.lhr; const a = l.audits;
    console.log(`${page} x${slow}: perf ${Math.round(l.categories.performance.score*100)} idx ${Math.round(l.environment.benchmarkIndex)} FCP ${Math.round(a['first-contentful-paint'].numericValue)} LCP ${Math.round(a['largest-contentful-paint'].numericValue)} TBT ${Math.round(a['total-blocking-time'].numericValue)} SI ${Math.round(a['speed-index'].numericValue)} CLS ${a['cumulative-layout-shift'].numericValue.toFixed(3)}`);
    console.log('  main-thread:', a['mainthread-work-breakdown'].details.items.map(x => `${x.group} ${Math.round(x.duration)}`).join(', '));
    console.log('  bootup:', a['bootup-time'].details.items.slice(0,6).map(x => `${x.url.split('/').pop()} ${Math.round(x.total)}/${Math.round(x.scripting)}`).join(', '));
    console.log('  long tasks:', (a['long-tasks'].details?.items ?? []).map(x => `${x.url.split('/').pop()}@${Math.round(x.startTime)}:${Math.round(x.duration)}`).join(', '));
    console.log('  lcp el:', a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet?.slice(0,120));
  }
} finally { await chrome.kill(); }
