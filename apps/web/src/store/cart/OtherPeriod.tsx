import { fill, useWords } from '../words.tsx';
import { choiceText } from './days.ts';

/** `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm` as the day and the time (null for a whole day). */
export const splitBound = (bound: string) => ({
  day: bound.slice(0, 10),
  time: bound.length > 10 ? bound.slice(11, 16) : null,
});

/**
 * The cart holds lines of another period than the one chosen: its dates, and a button that chooses them in the form
 * (the checkout books one period).
 */
export function OtherPeriod({
  start,
  end,
  language,
  onUse,
}: {
  start: string;
  end: string;
  language: string;
  onUse: () => void;
}) {
  const words = useWords();
  const text = (bound: string) => {
    const { day, time } = splitBound(bound);
    return choiceText(day, time, language);
  };
  return (
    <div role="alert" className="other-period">
      <p className="refused">{fill(words.booking.otherPeriod, { start: text(start), end: text(end) })}</p>
      <button type="button" onClick={onUse}>
        {words.booking.useCartPeriod}
      </button>
    </div>
  );
}
