import { useEffect, useRef, useState } from 'react';

/** `m:ss` (or `h:mm:ss`) of a number of seconds. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

interface Props {
  /** Seconds the hold still lasts, by the server's clock when the page read it. */
  secondsLeft: number;
  /** The sentence around the time, e.g. `Held for you for {{time}}`. */
  render: (time: string) => string;
  onExpired: () => void;
}

/**
 * The time a cart's hold still lasts, counted down each second. It counts to a deadline rather than by ticks, so a
 * phone that slept or a throttled tab shows the right time when it wakes. Screen readers hear it once a minute only.
 */
export function Countdown({ secondsLeft, render, onExpired }: Props) {
  const deadline = useRef(Date.now() + secondsLeft * 1000);
  const [left, setLeft] = useState(secondsLeft);
  const expired = useRef(onExpired);
  expired.current = onExpired;

  useEffect(() => {
    deadline.current = Date.now() + secondsLeft * 1000;
    setLeft(secondsLeft);
    if (secondsLeft <= 0) {
      expired.current();
      return;
    }
    const timer = setInterval(() => {
      const now = Math.max(0, Math.round((deadline.current - Date.now()) / 1000));
      setLeft(now);
      if (now <= 0) {
        clearInterval(timer);
        expired.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);

  const minuteMark = clock(Math.ceil(left / 60) * 60);
  return (
    <p className="countdown">
      <span aria-hidden="true">{render(clock(left))}</span>
      <span className="visually-hidden" aria-live="polite">
        {render(minuteMark)}
      </span>
    </p>
  );
}
