import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useKeptWhileEqual } from './use-kept-while-equal';

describe('useKeptWhileEqual', () => {
  it('keeps the object it returned while new ones hold the same content, and takes one that differs', () => {
    const first = { total: 923, topCompanies: [{ value: 'Norvex Ltda.', count: 11 }] };
    const { result, rerender } = renderHook(({ value }) => useKeptWhileEqual(value), {
      initialProps: { value: first },
    });
    expect(result.current).toBe(first);

    rerender({ value: { total: 923, topCompanies: [{ value: 'Norvex Ltda.', count: 11 }] } });
    expect(result.current).toBe(first);

    const changed = { total: 924, topCompanies: [{ value: 'Norvex Ltda.', count: 12 }] };
    rerender({ value: changed });
    expect(result.current).toEqual(changed);
    rerender({ value: { ...first } });
    expect(result.current).toEqual(first);
    expect(result.current).not.toBe(changed);
  });

  it('keeps the parts of a changed value that did not change', () => {
    const first = { total: 923, topCompanies: [{ value: 'Norvex Ltda.', count: 11 }], topTypes: [] as string[] };
    const { result, rerender } = renderHook(({ value }) => useKeptWhileEqual(value), {
      initialProps: { value: first },
    });
    rerender({ value: { total: 924, topCompanies: [{ value: 'Norvex Ltda.', count: 11 }], topTypes: ['x'] } });
    expect(result.current.total).toBe(924);
    expect(result.current.topTypes).toEqual(['x']);
    expect(result.current.topCompanies).toBe(first.topCompanies);
  });

  it('takes null and a value after it', () => {
    const { result, rerender } = renderHook(({ value }) => useKeptWhileEqual(value), {
      initialProps: { value: null as { total: number } | null },
    });
    expect(result.current).toBeNull();
    const figures = { total: 1 };
    rerender({ value: figures });
    expect(result.current).toBe(figures);
  });
});
