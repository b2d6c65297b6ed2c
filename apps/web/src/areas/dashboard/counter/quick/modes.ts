/** The counter actions, the company setting that picks how each starts, and the screen's URL parameters. */

export const QUICK_ACTIONS = ['book', 'handOut', 'update', 'exchange', 'return'] as const;
export type QuickAction = (typeof QUICK_ACTIONS)[number];

export const QUICK_MODES = ['QR_SCANNING', 'MANUAL'] as const;
export type QuickMode = (typeof QUICK_MODES)[number];

/** The five actions of the `orders.quickOrderModes` company setting. */
export const SETTING_ACTIONS = ['booking', 'bookingUpdate', 'exchange', 'readyToGo', 'return'] as const;
export type SettingAction = (typeof SETTING_ACTIONS)[number];

const SETTING_OF: Record<QuickAction, SettingAction> = {
  book: 'booking',
  handOut: 'readyToGo',
  update: 'bookingUpdate',
  exchange: 'exchange',
  return: 'return',
};

/** How an action starts: the company's choice, scanning when the settings are not known (yet). */
export function startingMode(
  modes: Partial<Record<SettingAction, string>> | undefined,
  action: QuickAction,
): QuickMode {
  return modes?.[SETTING_OF[action]] === 'MANUAL' ? 'MANUAL' : 'QR_SCANNING';
}

const isAction = (value: string | null): value is QuickAction =>
  (QUICK_ACTIONS as readonly (string | null)[]).includes(value);

/** `?action=handOut&order=<id>`: the action (booking by default) and the order it starts on. */
export function quickParams(params: URLSearchParams): { action: QuickAction; orderId: string | null } {
  const action = params.get('action');
  return { action: isAction(action) ? action : 'book', orderId: params.get('order') || null };
}

/** The quick-order link for an action on an order (from the today lists). */
export const quickOrderHref = (action: QuickAction, orderId?: string) =>
  `/dashboard/counter/quick?action=${action}${orderId ? `&order=${encodeURIComponent(orderId)}` : ''}`;
