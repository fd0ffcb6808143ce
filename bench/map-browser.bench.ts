// The Map screen's drawing in Chromium (ADR 0096): 20,000 companies (and a 100-company baseline in the same run)
// drawn as the screen draws them, then panned and zoomed frame by frame. Goals: first draw under 1 s after the data,
// at least 30 frames per second while roaming.
import { benchRuns, runPageBench } from './browser-bench/run-page-bench';
import type { MapFigures } from './map-browser/page';
import { report } from './report';

const [baseline, full] = await runPageBench<MapFigures>('map-browser', [100, 20_000], Math.min(benchRuns(), 5));
for (const figure of [baseline!, full!]) {
  console.error(
    `[map] ${figure.size} companies: first draw ${figure.firstDrawMs.toFixed(0)} ms, roam ${figure.roamFps.toFixed(1)} fps, worst frame ${figure.worstFrameMs.toFixed(0)} ms`,
  );
}
report({
  name: 'map-first-draw: 20,000 companies, from the data to the first frame',
  value: Math.round(full!.firstDrawMs),
  unit: 'ms',
  goal: '< 1000',
  pass: full!.firstDrawMs < 1000,
});
report({
  name: 'map-roam: 20,000 companies panned and zoomed, frames per second (median)',
  value: Number(full!.roamFps.toFixed(1)),
  unit: 'fps',
  goal: '>= 30',
  pass: full!.roamFps >= 30,
});
report({
  name: 'map-roam: 20,000 companies / 100 companies, frames per second',
  value: Number((full!.roamFps / baseline!.roamFps).toFixed(2)),
  unit: '×',
  goal: 'baseline',
  pass: true,
});
report({
  name: 'map-roam: 20,000 companies, the longest frame',
  value: Math.round(full!.worstFrameMs),
  unit: 'ms',
  goal: 'baseline',
  pass: true,
});
