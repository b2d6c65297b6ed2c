import './store.css';
import './widget/embed.css';
import './cart/cart.css';
import './account/account.css';
import { marketplaceLoginNoted } from '../api/marketplace-note.ts';
import { showCartCount } from './cart/memory.ts';
import { WAKE_EVENTS, wakeOnTouch } from './wake.ts';
import { adoptFragmentToken } from './widget/cart-token.ts';

/*
 * The store's pages are whole HTML from the server; only their interactive parts (islands) run React. React is
 * loaded when the customer first reaches for one, so reading a page costs no script.
 */
const islands = document.querySelectorAll<HTMLElement>('[data-island]');
const wake = wakeOnTouch(islands, () => import('./islands.tsx').then((module) => module.hydrateIslands()));

// the checkout and order pages show nothing without their island: it starts at once
const checkoutIsland = document.querySelector<HTMLElement>('[data-island="checkout"]');
if (checkoutIsland) void import('./checkout/mount.tsx').then((module) => module.mountCheckout(checkoutIsland));

// a store page in a frame of the shop's own site (widget.js) sizes the frame and keeps its links in the frame; the
// cart's token the previous framed page handed over is taken before any island reads the cart. The server tells a
// framed page (embed=1, or the browser's word that it loads a frame).
if (document.querySelector('.embedded') && window.parent !== window) {
  adoptFragmentToken();
  void import('./widget/frame.ts').then((module) => module.startFrame());
}
// a product page's heart is pressed when the logged-in customer keeps the product on a wishlist: its script loads at
// once where a marketplace login is noted, else when the customer reaches for the heart (a tap made meanwhile counts)
const heart = document.querySelector<HTMLButtonElement>('[data-heart]');
if (heart) {
  let tapped = false;
  const early = () => {
    tapped = true;
  };
  const start = () => {
    for (const event of WAKE_EVENTS) heart.removeEventListener(event, start);
    void import('./account/heart.ts').then((module) => {
      module.startHeart(heart);
      heart.removeEventListener('click', early);
      if (tapped) heart.click();
    });
  };
  heart.addEventListener('click', early);
  if (marketplaceLoginNoted()) start();
  else for (const event of WAKE_EVENTS) heart.addEventListener(event, start, { passive: true });
}
// the header's cart link counts the lines of the cart this browser last saw; the cart's page reads its cart at once
showCartCount();
if (document.querySelector('[data-island="cart"]')) wake();
