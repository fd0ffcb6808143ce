import { useEffect, useEffectEvent } from 'react';
import { INTERACTIVE_SELECTOR, triageCommandOf, TYPING_OR_DIALOG_SELECTOR, type TriageCommand } from './triage-keys';

/**
 * Listens for the triage keys on the whole page while the stream is shown (a user who opens the screen can press j
 * without first clicking into the list), except while typing, inside a dialog, or while a modal dialog is open.
 */
export function useTriageKeys(onCommand: (command: TriageCommand) => void): void {
  const handle = useEffectEvent(onCommand);
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const command = triageCommandOf(event, {
        typingOrDialog:
          target?.closest(TYPING_OR_DIALOG_SELECTOR) != null || document.querySelector('[aria-modal="true"]') !== null,
        onInteractiveElement: target?.closest(INTERACTIVE_SELECTOR) != null,
      });
      if (command === null) return;
      event.preventDefault();
      handle(command);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
