import { describe, expect, it } from 'vitest';
import { useLoadingFlagsStore } from '../../../shared/state/loading-flags-store';
import { withMonitoringFlags } from './with-monitoring-flags';

const flagsOf = (customer: string) => {
  const flags = useLoadingFlagsStore.getState().customers[customer];
  return { recent: flags?.monitoringRecent, history: flags?.monitoringHistory };
};

describe('withMonitoringFlags', () => {
  it('raises the monitoring recent and history flags while a write runs, and lowers them however it ends', async () => {
    let during: ReturnType<typeof flagsOf> | undefined;
    await withMonitoringFlags('poc', async () => {
      during = flagsOf('poc');
    });
    expect(during).toEqual({ recent: true, history: true });
    expect(flagsOf('poc')).toEqual({ recent: false, history: false });

    await expect(withMonitoringFlags('poc', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(flagsOf('poc')).toEqual({ recent: false, history: false });
    expect(flagsOf('northwind')).toEqual({ recent: undefined, history: undefined });
  });
});
