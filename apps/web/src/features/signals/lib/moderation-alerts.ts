import type { HideSignalResponse, Signal } from '@argus/contract';

// The alerts of the moderator actions, spec section 8 word for word; the delete's are ADR 0041's.

export type ModerationAlert = { title: string; message: string };

export const CREATE_SUCCESS: ModerationAlert = {
  title: 'Wohooo!',
  message: 'The New Signal has been added to the DataBase',
};

export const EDIT_SUCCESS: ModerationAlert = {
  title: 'Great!',
  message: 'Signal has been updated. In a few seconds the changes will be visible from this dashboard.',
};

/** What went wrong, as the error says it (a server failure already reads 'Please give it a minute …'). */
export function failureReason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createFailure(error: unknown): ModerationAlert {
  return { title: 'Sorry...', message: `Signal Creation Failed. Why? "${failureReason(error)}"` };
}

export function editFailure(error: unknown): ModerationAlert {
  return { title: 'Ops :(', message: `Signal Update Failed. Why? "${failureReason(error)}"` };
}

export function hideFailure(error: unknown): ModerationAlert {
  return { title: 'Ouch...', message: `Event Deletion Failed. Why? ${failureReason(error)}` };
}

/** The signal as a moderator knows it: company, event type and day (ADR 0109: no id in what users read). */
export function describeSignal(signal: Pick<Signal, 'targetEntityName' | 'eventType' | 'publishDate'>): string {
  return `${signal.targetEntityName}: ${signal.eventType}, ${signal.publishDate.slice(0, 10)}`;
}

export function deleteSuccess(signal: Pick<Signal, 'targetEntityName' | 'eventType' | 'publishDate'>): ModerationAlert {
  return { title: 'Deleted', message: `You have deleted the signal ${describeSignal(signal)}.` };
}

export function deleteFailure(error: unknown): ModerationAlert {
  return { title: 'Ouch...', message: `Signal Deletion Failed. Why? "${failureReason(error)}"` };
}

export type InformedCustomerLine = { customer: string; isHidden: boolean; text: string };

/** Each informed customer, by its label, with an emoji for whether the event is hidden there too. */
export function informedCustomerLines(
  response: HideSignalResponse,
  labelOf: (customer: string) => string,
): InformedCustomerLine[] {
  return response.dashboardReason.informedCustomers.map(({ customer, isHidden }) => ({
    customer,
    isHidden,
    text: isHidden ? `✅ ${labelOf(customer)} (hidden)` : `❌ ${labelOf(customer)} (not hidden)`,
  }));
}

/** The 'Done!' alert's sentence; the informed customers follow it as a list. */
export function hideSuccessSentence(id: string, response: HideSignalResponse): string {
  return response.dashboardReason.informedCustomers.length === 0
    ? `You have hidden the signal number ${id}. No other customers were affected.`
    : `You have hidden the signal number ${id}. The signal has also been hidden from the following:`;
}

export const HIDE_SUCCESS_TITLE = 'Done!';
