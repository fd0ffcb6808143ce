import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, SERVER_ERROR_MESSAGE, SERVER_ERROR_TITLE } from '../../../lib/errors';
import {
  createFailure,
  deleteSuccess,
  editFailure,
  hideFailure,
  hideSuccessSentence,
  informedCustomerLines,
} from './moderation-alerts';

describe('the moderator alerts (spec section 8)', () => {
  it('quote why a create or an edit failed', () => {
    const refused = new ApiError(
      400,
      'Bad Request',
      'targetEntityId: there is no such target entity',
      'targetEntityId',
    );
    expect(createFailure(refused)).toEqual({
      title: 'Sorry...',
      message: 'Signal Creation Failed. Why? "targetEntityId: there is no such target entity"',
    });
    expect(editFailure(new ApiError(404, 'Not Found', 'No such signal.'))).toEqual({
      title: 'Ops :(',
      message: 'Signal Update Failed. Why? "No such signal."',
    });
  });

  it('give a server failure and a lost connection the sentences of spec section 8', () => {
    expect(createFailure(new ApiError(500, SERVER_ERROR_TITLE, SERVER_ERROR_MESSAGE)).message).toBe(
      'Signal Creation Failed. Why? "Please give it a minute and try again later."',
    );
    expect(hideFailure(new NetworkError())).toEqual({
      title: 'Ouch...',
      message:
        'Event Deletion Failed. Why? We have detected a network error. Please give it a minute and try again later.',
    });
  });

  it('list each informed customer with an emoji for hidden or not', () => {
    const response = {
      dashboardReason: {
        informedCustomers: [
          { customer: 'northwind', isHidden: false },
          { customer: 'poc', isHidden: true },
        ],
      },
    };
    expect(hideSuccessSentence('42', response)).toBe(
      'You have hidden the signal number 42. The signal has also been hidden from the following:',
    );
    const labels: Record<string, string> = { northwind: 'Northwind Logistics', poc: 'Proof of Concept' };
    expect(
      informedCustomerLines(response, (customer) => labels[customer] ?? customer).map((line) => line.text),
    ).toEqual(['❌ Northwind Logistics (not hidden)', '✅ Proof of Concept (hidden)']);
    expect(hideSuccessSentence('42', { dashboardReason: { informedCustomers: [] } })).toBe(
      'You have hidden the signal number 42. No other customers were affected.',
    );
  });

  it('name a deleted signal by its company, event type and day, not by its id', () => {
    const signal = { targetEntityName: 'Acme Corp', eventType: 'Acquisition', publishDate: '2026-03-04T08:00:00.000Z' };
    expect(deleteSuccess(signal)).toEqual({
      title: 'Deleted',
      message: 'You have deleted the signal Acme Corp: Acquisition, 2026-03-04.',
    });
  });
});
