/** Stripe's pages open in the same tab: its onboarding comes back to the card payment settings by itself. */
export const openStripePage = (url: string) => window.location.assign(url);
