/**
 * This browser's note that a marketplace customer logged in on it. The store's product pages ask for the customer's
 * wishlists only when it is there, so that a visitor's page makes no call that can only answer 401; the session
 * itself stays the API's httpOnly cookie.
 */
const NOTE = 'hb-marketplace';

export function noteMarketplaceLogin(loggedIn: boolean) {
  try {
    if (loggedIn) localStorage.setItem(NOTE, '1');
    else localStorage.removeItem(NOTE);
  } catch {
    // storage refused (a framed store, private browsing): the heart reads the lists on a tap instead
  }
}

export function marketplaceLoginNoted() {
  try {
    return localStorage.getItem(NOTE) === '1';
  } catch {
    return false;
  }
}
