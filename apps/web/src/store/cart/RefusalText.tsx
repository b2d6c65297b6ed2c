import { fill, useWords } from '../words.tsx';
import type { CartRefusal } from './calls.ts';

/** Why the cart refused, in words: the products taken meanwhile are named. */
export function RefusalText({ refusal }: { refusal: CartRefusal }) {
  const words = useWords();
  const text =
    refusal.kind === 'taken'
      ? fill(words.booking.taken, { names: refusal.names.join(', ') })
      : refusal.kind === 'closed'
        ? words.booking.closed
        : words.booking.failed;
  return (
    <p className="refused" role="alert">
      {text}
    </p>
  );
}
