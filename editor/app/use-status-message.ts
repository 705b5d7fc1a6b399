// The status line's message ("Saved to site.manifest.json.", "Block moved to position 2."): it says what just
// happened, so it goes away by itself after a few seconds; the live region stays for the next one.
import { useCallback, useEffect, useState } from 'react';

const SHOWN_MS = 6000;

export function useStatusMessage(initial: string): [string, (status: string) => void] {
  // Each message is a new one, even with the same words: it is shown for its own few seconds.
  const [message, setMessage] = useState({ text: initial, serial: 0 });
  useEffect(() => {
    if (!message.text) return;
    const timer = setTimeout(
      () => setMessage((shown) => (shown.serial === message.serial ? { text: '', serial: shown.serial } : shown)),
      SHOWN_MS,
    );
    return () => clearTimeout(timer);
  }, [message]);
  const setStatus = useCallback((text: string) => setMessage((shown) => ({ text, serial: shown.serial + 1 })), []);
  return [message.text, setStatus];
}
