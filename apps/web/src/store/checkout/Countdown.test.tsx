import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Countdown, clock } from './Countdown.tsx';

afterEach(() => vi.useRealTimers());

describe('the hold’s countdown', () => {
  it('counts down each second and calls back once when the hold runs out', () => {
    vi.useFakeTimers();
    const expired = vi.fn();
    render(<Countdown secondsLeft={62} render={(time) => `Réservé encore ${time}`} onExpired={expired} />);
    const shown = () => screen.getByText(/^Réservé encore/, { selector: '[aria-hidden]' }).textContent;
    expect(shown()).toBe('Réservé encore 1:02');
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toBe('Réservé encore 0:59');
    expect(expired).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(59_000));
    expect(shown()).toBe('Réservé encore 0:00');
    act(() => vi.advanceTimersByTime(5000));
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('tells screen readers the time by the minute only', () => {
    vi.useFakeTimers();
    render(<Countdown secondsLeft={125} render={(time) => `encore ${time}`} onExpired={() => {}} />);
    const live = document.querySelector('[aria-live]');
    expect(live?.textContent).toBe('encore 3:00');
    act(() => vi.advanceTimersByTime(10_000));
    expect(live?.textContent).toBe('encore 2:00');
  });

  it('writes hours when a hold lasts that long', () => {
    expect([clock(0), clock(59), clock(600), clock(3725)]).toEqual(['0:00', '0:59', '10:00', '1:02:05']);
  });
});
