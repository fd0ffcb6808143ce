import { OPEN_SIGNAL_PARAM } from '@argus/contract';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

type OpenedHereState = { signalOpenedHere?: boolean } | null;

/**
 * The signal whose details show, kept in the URL (`?signal=<id>`) beside the filters. Opening adds a history entry
 * (Back closes the details, as on a phone one expects); closing goes back to it when this page opened them, and
 * otherwise (a shared link) replaces the entry, so that closing never leaves the screen.
 */
export function useOpenSignal() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openSignalId = searchParams.get(OPEN_SIGNAL_PARAM);
  const openedHere = (location.state as OpenedHereState)?.signalOpenedHere === true;

  const alreadyOpen = openSignalId !== null;
  const openSignal = useCallback(
    (id: string) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(OPEN_SIGNAL_PARAM, id);
          return next;
        },
        // From one signal's details to another's replaces the entry: closing then still returns to the list.
        alreadyOpen
          ? { replace: true, state: location.state as OpenedHereState }
          : { state: { signalOpenedHere: true } satisfies OpenedHereState },
      ),
    [setSearchParams, alreadyOpen, location.state],
  );

  const closeSignal = useCallback(() => {
    if (openedHere) {
      void navigate(-1);
      return;
    }
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(OPEN_SIGNAL_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [openedHere, navigate, setSearchParams]);

  return { openSignalId, openSignal, closeSignal };
}
