import { useState } from 'react';

/**
 * A button that opens the payment provider's card page: `start` asks the API for it (with the same key on a retry
 * of one tap), then the page goes there; a failure is kept to show.
 */
export function useCardRedirect(start: (key: string) => Promise<{ url: string }>) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [key] = useState(() => crypto.randomUUID());
  const go = async () => {
    setBusy(true);
    setFailure(null);
    try {
      window.location.assign((await start(key)).url);
    } catch (error) {
      setBusy(false);
      setFailure(error);
    }
  };
  return { busy, failure, go };
}
