import { integrationNotConfigured } from '../../../platform/errors.ts';
import { type Ctx, tenantOf } from '../../../platform/http/context.ts';
import type { StaffCtx } from '../../../platform/http/route.ts';
import { findSettings } from '../repository.ts';
import { changeSettings } from '../service.ts';

/**
 * Third-party services a company connects to. Each is an adapter; until one is configured its calls answer 503
 * `integrationNotConfigured` naming it — never a pretend success. A real adapter is plugged in through the app's
 * dependencies: `buildApp({ deps: { companyIntegrations: { square: mySquareAdapter } } })`.
 */
export interface SubscriptionItem {
  itemId: string;
  quantity: number;
}

export interface BillingAdapter {
  addItem(companyId: string, item: SubscriptionItem): Promise<SubscriptionItem[]>;
  removeItem(companyId: string, itemId: string): Promise<SubscriptionItem[]>;
  updateItem(companyId: string, item: SubscriptionItem): Promise<SubscriptionItem[]>;
}

export interface SquareAdapter {
  /** A pairing code for a new card terminal at the location. */
  createDeviceCode(companyId: string, input: { name: string; locationId: string | null }): Promise<DeviceCode>;
  revokeOauthToken(companyId: string): Promise<void>;
}

export interface DeviceCode {
  deviceCodeId: string;
  code: string;
  name: string;
  pairBy: string | null;
}

export interface TulipAdapter {
  link(companyId: string, tulipId: string): Promise<void>;
}

export interface AncvAdapter {
  registerShopId(companyId: string, shopId: string): Promise<void>;
}

export interface CompanyIntegrations {
  billing?: BillingAdapter;
  square?: SquareAdapter;
  tulip?: TulipAdapter;
  ancv?: AncvAdapter;
}

export function integrationsOf(ctx: Ctx): CompanyIntegrations {
  return (ctx.deps as { companyIntegrations?: CompanyIntegrations }).companyIntegrations ?? {};
}

function adapter<K extends keyof CompanyIntegrations>(ctx: Ctx, name: K): NonNullable<CompanyIntegrations[K]> {
  const found = integrationsOf(ctx)[name];
  if (!found) throw integrationNotConfigured(name);
  return found as NonNullable<CompanyIntegrations[K]>;
}

export async function addSubscriptionItem(ctx: StaffCtx, item: SubscriptionItem) {
  return { items: await adapter(ctx, 'billing').addItem(ctx.companyId, item) };
}

export async function removeSubscriptionItem(ctx: StaffCtx, itemId: string) {
  return { items: await adapter(ctx, 'billing').removeItem(ctx.companyId, itemId) };
}

export async function updateSubscriptionItem(ctx: StaffCtx, item: SubscriptionItem) {
  return { items: await adapter(ctx, 'billing').updateItem(ctx.companyId, item) };
}

export async function newSquareDevice(ctx: Ctx, input: { name: string; locationId?: string }) {
  const square = adapter(ctx, 'square');
  const companyId = tenantOf(ctx);
  const { integrations } = await findSettings(ctx.db, companyId);
  return square.createDeviceCode(companyId, {
    name: input.name,
    locationId: input.locationId ?? integrations.square.locationId,
  });
}

/** Disconnects the card terminal account: the token is revoked at the provider, then forgotten here. */
export async function revokeSquare(ctx: Ctx) {
  const square = adapter(ctx, 'square');
  await square.revokeOauthToken(tenantOf(ctx));
  return changeSettings(ctx, 'square.revoke', ({ current }) => ({
    integrations: { ...current.integrations, square: { connected: false, locationId: null } },
  }));
}

export async function linkTulip(ctx: Ctx, tulipId: string) {
  const tulip = adapter(ctx, 'tulip');
  await tulip.link(tenantOf(ctx), tulipId);
  return changeSettings(ctx, 'tulip.link', ({ current }) => ({
    integrations: { ...current.integrations, tulip: { ...current.integrations.tulip, linkedId: tulipId } },
  }));
}

export async function registerAncvShopId(ctx: Ctx, shopId: string) {
  const ancv = adapter(ctx, 'ancv');
  await ancv.registerShopId(tenantOf(ctx), shopId);
  return changeSettings(ctx, 'ancv.register', ({ current }) => ({
    integrations: { ...current.integrations, ancv: { shopId } },
  }));
}
