import './store.css';
import './cart/cart.css';
import { showCartCount } from './cart/memory.ts';

/*
 * The store's pages are whole HTML from the server; only their interactive parts (islands) run React. React is
 * loaded when the customer first reaches for one (focus, touch or pointer), so reading a page costs no script.
 */
const islands = document.querySelectorAll<HTMLElement>('[data-island]');
const WAKE_EVENTS = ['focusin', 'pointerdown', 'pointerenter'] as const;

function wake() {
  for (const island of islands) for (const event of WAKE_EVENTS) island.removeEventListener(event, wake);
  void import('./islands.tsx').then((module) => module.hydrateIslands());
}

for (const island of islands) for (const event of WAKE_EVENTS) island.addEventListener(event, wake, { passive: true });

// the header's cart link counts the lines of the cart this browser last saw; the cart's page reads its cart at once
showCartCount();
if (document.querySelector('[data-island="cart"]')) wake();
