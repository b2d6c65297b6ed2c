import { fullAccess, normalizeAccess } from '@hirebase/shared';
import { hashPassword } from '../modules/auth/secrets.ts';
import { findCompanyBySlug, insertCompany } from '../modules/companies/repository.ts';
import { upsertMembership } from '../modules/employees/repository.ts';
import { insertB2bAccount, insertRentalPlaceUser } from '../modules/rental-place/repository.ts';
import { insertUser } from '../modules/users/repository.ts';
import type { Database } from '../platform/db/pool.ts';
import { newId } from '../platform/ids.ts';
import type { Storage } from '../platform/storage/storage.ts';
import { drawDemoCataloguePhotos, seedDemoCatalogue } from './demo-catalogue.ts';
import { seedDemoCustomers } from './demo-customers.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDemoPricing } from './demo-pricing.ts';
import { seedDemoSettings } from './demo-settings.ts';

export interface SeedResult {
  logins: { label: string; email: string; password: string }[];
}

export const DEMO_LOGINS = {
  admin: { label: 'Admin', email: 'admin@hirebase.test', password: 'hirebase-admin' },
  manager: { label: 'Shop manager', email: 'manager@demo.hirebase.test', password: 'hirebase-demo' },
  staff: { label: 'Employee', email: 'staff@demo.hirebase.test', password: 'hirebase-demo' },
  customer: { label: 'Customer', email: 'client@demo.hirebase.test', password: 'hirebase-demo' },
};

/**
 * Starts the demo's slowest part, drawing its product photos, in the background: called while a new database starts,
 * so that the seed finds them drawn (the seed draws them itself otherwise).
 */
export const prepareDemoSeed = () => drawDemoCataloguePhotos();

/**
 * Demo data for a first start: an administrator and a bike-and-ski shop with its staff, its products' photos kept
 * in `storage`. Runs once.
 */
export async function seedDemo(db: Database, storage: Storage): Promise<SeedResult> {
  const logins = Object.values(DEMO_LOGINS);
  if (await findCompanyBySlug(db, 'cycles-et-glisse')) return { logins };
  const [adminHash, demoHash] = await Promise.all([
    hashPassword(DEMO_LOGINS.admin.password),
    hashPassword(DEMO_LOGINS.manager.password),
  ]);
  await db.transaction(async (tx) => {
    await insertUser(tx, {
      id: newId(),
      email: DEMO_LOGINS.admin.email,
      firstName: 'Camille',
      lastName: 'Admin',
      role: 'admin',
      language: 'fr',
      passwordHash: adminHash,
      isValidated: true,
      createdFrom: 'admin_dashboard',
    });
    const shop = await insertCompany(tx, {
      id: newId(),
      name: 'Cycles & Glisse',
      slug: 'cycles-et-glisse',
      email: 'contact@cycles-et-glisse.test',
      phone: '+33 4 50 00 00 00',
      accountStatus: 'DEMO',
      timezone: 'Europe/Paris',
      currency: 'EUR',
      languages: ['fr', 'en'],
      defaultLanguage: 'fr',
      verticales: ['BIKE', 'ELECTRIC_BIKE', 'SKI'],
      city: 'Annecy',
      country: 'FR',
    });
    const lakeShop = await insertCompany(tx, {
      id: newId(),
      name: 'Lac Paddle & Kayak',
      slug: 'lac-paddle-kayak',
      email: 'bonjour@lac-paddle.test',
      accountStatus: 'ACTIVE',
      timezone: 'Europe/Paris',
      currency: 'EUR',
      languages: ['fr'],
      defaultLanguage: 'fr',
      verticales: ['PADDLE', 'CANOE_KAYAK'],
      city: 'Talloires',
      country: 'FR',
    });
    const manager = await insertUser(tx, {
      id: newId(),
      email: DEMO_LOGINS.manager.email,
      firstName: 'Julie',
      lastName: 'Morel',
      role: 'manager',
      language: 'fr',
      passwordHash: demoHash,
      isValidated: true,
      createdFrom: 'admin_dashboard',
      lastCompanyId: shop.id,
    });
    const staff = await insertUser(tx, {
      id: newId(),
      email: DEMO_LOGINS.staff.email,
      firstName: 'Hugo',
      lastName: 'Bernard',
      role: 'user',
      language: 'fr',
      passwordHash: demoHash,
      isValidated: true,
      createdFrom: 'employee',
    });
    await upsertMembership(tx, { companyId: shop.id, userId: manager.id, isManager: true, access: fullAccess() });
    await upsertMembership(tx, { companyId: lakeShop.id, userId: manager.id, isManager: true, access: fullAccess() });
    await seedDemoSettings(tx, shop.id);
    await seedDemoCatalogue(tx, shop.id, storage);
    await seedDemoPricing(tx, shop.id);
    await upsertMembership(tx, {
      companyId: shop.id,
      userId: staff.id,
      isManager: false,
      access: normalizeAccess({
        orders: 'write',
        planning: 'write',
        customers: 'write',
        catalogue: 'read',
        deliveries: 'read',
      }),
    });
    await insertRentalPlaceUser(tx, {
      id: newId(),
      email: DEMO_LOGINS.customer.email,
      passwordHash: demoHash,
      firstName: 'Léa',
      lastName: 'Dupont',
      language: 'fr',
      isValidated: true,
      createdFrom: 'rental_place',
    });
    await insertB2bAccount(
      tx,
      {
        id: newId(),
        name: 'Lac d’Annecy Loisirs',
        slug: 'lac-annecy-loisirs',
        email: 'b2b@demo.hirebase.test',
        passwordHash: demoHash,
      },
      [shop.id, lakeShop.id],
    );
    await seedDemoCustomers(tx, shop.id);
    await seedDemoOrders(tx, shop.id);
  });
  return { logins };
}
