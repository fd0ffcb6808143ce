import { median } from '../report';

/** Times each scenario `runs` times after `warmups` untimed runs; answers the times per scenario in ms. */
export function timeScenarios<S>(scenarios: readonly S[], run: (scenario: S) => unknown, runs: number, warmups = 2) {
  return scenarios.map((scenario) => {
    for (let index = 0; index < warmups; index++) run(scenario);
    const times: number[] = [];
    for (let index = 0; index < runs; index++) {
      const started = performance.now();
      run(scenario);
      times.push(performance.now() - started);
    }
    return times;
  });
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** The median of every timed run of every scenario. */
export const medianOfAll = (times: number[][]) => median(times.flat());

/** The median of each scenario. */
export const scenarioMedians = (times: number[][]) => times.map((runs) => median(runs));
