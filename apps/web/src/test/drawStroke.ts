import { fireEvent } from '@testing-library/react';

/** Draws a stroke across a signature pad with pointer events (its box is 600×200: jsdom has no layout). */
export function drawStroke(pad: HTMLElement) {
  pad.getBoundingClientRect = () => ({ left: 0, top: 0, width: 600, height: 200 }) as DOMRect;
  fireEvent.pointerDown(pad, { clientX: 20, clientY: 150, pointerId: 1 });
  fireEvent.pointerMove(pad, { clientX: 200, clientY: 60, pointerId: 1 });
  fireEvent.pointerMove(pad, { clientX: 400, clientY: 140, pointerId: 1 });
  fireEvent.pointerUp(pad, { clientX: 400, clientY: 140, pointerId: 1 });
}
