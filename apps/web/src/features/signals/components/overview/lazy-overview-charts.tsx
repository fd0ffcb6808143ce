import { lazy, Suspense, type ComponentType } from 'react';
import type { ChartPlace } from './overview-charts';

// ECharts is 150 KB compressed: the Overview's title, figures and tables paint without waiting for it, and each chart
// takes its place (held at its height, named for screen readers) once it has loaded (ADR 0120).
const charts = () => import('./overview-charts');

function holdingItsPlace<Props extends ChartPlace>(Chart: ComponentType<Props>) {
  return function ChartOnceLoaded(props: Props) {
    return (
      <Suspense fallback={<div role="img" aria-label={props.label} style={{ height: props.height }} />}>
        <Chart {...props} />
      </Suspense>
    );
  };
}

export const TimelineChart = holdingItsPlace(
  lazy(() => charts().then((module) => ({ default: module.TimelineChart }))),
);
export const RankedChart = holdingItsPlace(lazy(() => charts().then((module) => ({ default: module.RankedChart }))));
export const ShareChart = holdingItsPlace(lazy(() => charts().then((module) => ({ default: module.ShareChart }))));
