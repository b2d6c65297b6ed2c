import { useEffect, useState } from 'react';

/** `m:ss` of a number of seconds (`14:32`); hours count as minutes. */
export const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.max(0, seconds % 60)).padStart(2, '0')}`;

/**
 * Seconds left until a deadline the server gave as `secondsLeft` when the cart was read (its clock, not the
 * browser's), counted down every second; 0 once over. A new `secondsLeft` (the cart held again) starts over.
 */
export function useCountdown(secondsLeft: number | null, readAt: number): number | null {
  const [left, setLeft] = useState(secondsLeft);
  useEffect(() => {
    if (secondsLeft === null) return setLeft(null);
    const deadline = readAt + secondsLeft * 1000;
    const tick = () => setLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    tick();
    const timer = setInterval(() => {
      tick();
      if (Date.now() >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [secondsLeft, readAt]);
  return left;
}
