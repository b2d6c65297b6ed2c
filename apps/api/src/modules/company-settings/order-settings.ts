import { Type } from 'typebox';
import { employee } from '../../platform/http/access.ts';
import type { Ctx } from '../../platform/http/context.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import { route } from '../../platform/http/route.ts';
import { Integer, StringEnum } from '../../platform/http/schemas.ts';
import { QUICK_ORDER_ACTIONS, type QuickOrderAction, type QuickOrderMode, type StoredOrders } from './sections.ts';
import { changeSettings, storedSettingsOf } from './service.ts';

const Mode = StringEnum(['QR_SCANNING', 'MANUAL'] as const);
const modes = (optional: boolean) =>
  Type.Object(
    Object.fromEntries(QUICK_ORDER_ACTIONS.map((a) => [a, optional ? Type.Optional(Mode) : Mode])) as Record<
      QuickOrderAction,
      typeof Mode
    >,
  );

export const OrderSettingsView = Type.Object({
  autoCancelMinutes: Type.Integer({ description: 'Unpaid online orders are cancelled this many minutes after' }),
  quickOrderModes: modes(false),
});

export const OrderSettingsBody = Type.Object({
  autoCancelMinutes: Type.Optional(Integer(5, 10_080)),
  quickOrderModes: Type.Optional(modes(true)),
});

const view = (orders: StoredOrders) => ({
  autoCancelMinutes: orders.autoCancelMinutes,
  quickOrderModes: { ...orders.quickOrderModes },
});

export const getOrderSettings = async (ctx: StaffCtx) => view((await storedSettingsOf(ctx, ctx.companyId)).orders);

/** Changes what is given; the other fields keep their values. */
export async function updateOrderSettings(
  ctx: Ctx,
  body: { autoCancelMinutes?: number; quickOrderModes?: Partial<Record<QuickOrderAction, QuickOrderMode>> },
) {
  let saved: StoredOrders | undefined;
  await changeSettings(ctx, 'orders', ({ current }) => {
    saved = {
      autoCancelMinutes: body.autoCancelMinutes ?? current.orders.autoCancelMinutes,
      quickOrderModes: { ...current.orders.quickOrderModes, ...body.quickOrderModes },
    };
    return { orders: saved };
  });
  return view(saved!);
}

/** The `orders` section: auto-cancel delay and the default mode of each quick-order action. */
export const orderSettingsRoutes = [
  route({
    method: 'GET',
    url: '/company/orderSettings',
    operationId: 'getOrderSettings',
    summary: 'Order settings: auto-cancel delay of unpaid online orders, default mode of each quick-order action',
    access: employee(),
    schema: { response: { 200: OrderSettingsView } },
    handler: (ctx) => getOrderSettings(ctx),
  }),
  route({
    method: 'PUT',
    url: '/company/orderSettings',
    operationId: 'updateOrderSettings',
    summary: 'Change the order settings (absent fields keep their values)',
    access: employee('settings', 'write'),
    schema: { body: OrderSettingsBody, response: { 200: OrderSettingsView } },
    handler: (ctx, { body }) => updateOrderSettings(ctx, body),
  }),
];
