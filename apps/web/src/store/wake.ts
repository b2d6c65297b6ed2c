/** What wakes an island: the customer reaching for it (focus, touch or pointer). */
export const WAKE_EVENTS = ['focusin', 'pointerdown', 'pointerenter'] as const;

/**
 * Loads the islands' script when the customer first reaches for one of them, then hydrates them. A button tapped
 * while the script loads did nothing (the server's HTML has no handlers): it is pressed again once React holds it,
 * so a customer's first tap on a slow phone (the next month, a day) is not lost. Links and fields work without
 * script and are left alone. Returns the waking, for a page whose islands start at once.
 */
export function wakeOnTouch(islands: Iterable<HTMLElement>, hydrate: () => Promise<void>): () => void {
  const all = [...islands];
  let tapped: HTMLButtonElement | null = null;
  const noteTap = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (button?.type === 'button') tapped = button;
  };
  let woken = false;
  const wake = () => {
    if (woken) return;
    woken = true;
    for (const island of all) {
      for (const event of WAKE_EVENTS) island.removeEventListener(event, wake);
      island.addEventListener('click', noteTap);
    }
    void hydrate().then(() => {
      for (const island of all) island.removeEventListener('click', noteTap);
      tapped?.click();
    });
  };
  for (const island of all) for (const event of WAKE_EVENTS) island.addEventListener(event, wake, { passive: true });
  return wake;
}
