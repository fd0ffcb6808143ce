import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/errors';
import { refusedFields } from './refused-fields';

describe('refusedFields', () => {
  it('puts a refused filter beside its field, in a sentence, and anything else above the table', () => {
    const from = new ApiError(400, 'Bad Request', 'from: must be a day written YYYY-MM-DD', 'from');
    const sort = new ApiError(400, 'Bad Request', 'sort: must be one of -createdAt, createdAt', 'sort');
    expect(refusedFields([from, sort, from])).toEqual({
      fields: { from: 'Must be a day written YYYY-MM-DD' },
      other: 'sort: must be one of -createdAt, createdAt',
    });
  });

  it('leaves failures that are not refusals of the input to the error state', () => {
    expect(refusedFields([new NetworkError(), new ApiError(403, 'Forbidden', 'no', undefined), null])).toEqual({
      fields: {},
      other: null,
    });
  });
});
