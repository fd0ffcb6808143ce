import { badRequest } from '../../lib/http-error';
import type { SignalWindow, WindowEnd } from './signals.repository';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Spec section 5: a range is inclusive on both ends, so an end without a time takes in the whole of that day. */
function windowEndOf(iso: string): WindowEnd {
  if (DATE_ONLY.test(iso))
    return { at: new Date(new Date(`${iso}T00:00:00.000Z`).getTime() + DAY_MS), inclusive: false };
  return { at: new Date(iso), inclusive: true };
}

export function windowOf(customerName: string, startIso: string, endIso: string, endField: string): SignalWindow {
  const from = new Date(startIso);
  const until = windowEndOf(endIso);
  if (until.at.getTime() < from.getTime() || (!until.inclusive && until.at.getTime() === from.getTime())) {
    throw badRequest(endField, `${endField}: must not be before the start`);
  }
  return { customerName, from, until };
}
