import { isIsoDay } from '../shared/day';

// How one criteria field is written to and read from URL search params. A field equal to its default is left out,
// so a shared link carries only what the user changed and a missing date means the rolling default range.
// Lists repeat their key (`company=A&company=B`), which keeps commas in names intact; an empty list that differs
// from a non-empty default is written as one empty value (`language=`).

export type FieldCodec<T> = {
  write: (params: URLSearchParams, key: string, value: T, fallback: T) => void;
  read: (params: URLSearchParams, key: string, fallback: T) => T;
  /** The parameter is there but (in part) not readable: `read` falls back, or drops what it cannot read. */
  rejects: (params: URLSearchParams, key: string) => boolean;
};

/** A single-valued parameter that is there and fails `readable`. */
const rejectsSingle = (readable: (value: string) => boolean) => (params: URLSearchParams, key: string) => {
  const value = params.get(key);
  return value !== null && !readable(value);
};

export const dayField: FieldCodec<string> = {
  write: (params, key, value, fallback) => {
    if (value !== fallback) params.set(key, value);
  },
  read: (params, key, fallback) => {
    const value = params.get(key);
    return value !== null && isIsoDay(value) ? value : fallback;
  },
  rejects: rejectsSingle(isIsoDay),
};

export const reliabilityField: FieldCodec<number> = {
  write: (params, key, value, fallback) => {
    if (value !== fallback) params.set(key, String(value));
  },
  read: (params, key, fallback) => {
    const value = params.get(key);
    return value !== null && /^[0-5]$/.test(value) ? Number(value) : fallback;
  },
  rejects: rejectsSingle((value) => /^[0-5]$/.test(value)),
};

export const booleanField: FieldCodec<boolean> = {
  write: (params, key, value, fallback) => {
    if (value !== fallback) params.set(key, String(value));
  },
  read: (params, key, fallback) => {
    const value = params.get(key);
    return value === 'true' ? true : value === 'false' ? false : fallback;
  },
  rejects: rejectsSingle((value) => value === 'true' || value === 'false'),
};

/** A list of strings; `allowed` restricts it to known values (unknown ones in a URL are dropped). */
export function listField<T extends string>(allowed?: readonly T[]): FieldCodec<T[]> {
  return {
    write: (params, key, value, fallback) => {
      if (sameList(value, fallback)) return;
      if (value.length === 0) params.append(key, '');
      for (const item of value) params.append(key, item);
    },
    read: (params, key, fallback) => {
      if (!params.has(key)) return fallback;
      const values = params.getAll(key).filter((item) => item !== '');
      const known = allowed
        ? values.filter((item): item is T => (allowed as readonly string[]).includes(item))
        : values;
      return [...new Set(known)] as T[];
    },
    rejects: (params, key) =>
      allowed !== undefined &&
      params.getAll(key).some((item) => item !== '' && !(allowed as readonly string[]).includes(item)),
  };
}

function sameList(left: readonly string[], right: readonly string[]) {
  return left.length === right.length && left.every((item, index) => item === right[index]);
}
