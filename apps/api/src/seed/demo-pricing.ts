import { and, eq, inArray, isNull } from 'drizzle-orm';
import { products } from '../modules/catalogue/tables.ts';
import { insertPromoCode } from '../modules/pricing/promo-repository.ts';
import { savePeriodicDiscount, savePriceRule } from '../modules/pricing/repository.ts';
import { saveStateModel, saveStatusModel, saveSurvey } from '../modules/states-surveys/repository.ts';
import type { Db } from '../platform/db/pool.ts';
import { newId } from '../platform/ids.ts';

/** Products of the demo catalogue whose renters are asked their height and weight. */
const SIZED_PRODUCTS = [
  'Vélo de ville Trek FX 2',
  'VTT semi-rigide Scott Aspect 950',
  'VAE Cube Touring Hybrid',
  'VTT électrique Moustache Samedi Trail',
  'Skis adulte Rossignol Experience 82',
  'Skis freeride Salomon QST 92',
  'Snowboard Burton Custom',
];

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Prices and checks of the demo shop: a summer weekend surcharge, an online early-booking discount, two promo
 * codes, a bike check, a workshop status model and a size survey. Runs after the demo catalogue (the survey names
 * its products); `now` places the dated windows around the day the demo is created.
 */
export async function seedDemoPricing(db: Db, companyId: string, now = new Date()) {
  const year = now.getUTCFullYear();
  await savePriceRule(
    db,
    {
      companyId,
      id: newId(),
      title: 'Week-end d’été (+15 %)',
      rules: [year, year + 1].map((y) => ({
        type: 'overlap' as const,
        startDate: `${y}-06-01`,
        endDate: `${y}-09-30`,
        startTime: null,
        endTime: null,
        weekdays: [0, 6],
        variation: { kind: 'PERCENTAGE' as const, value: 1500 },
      })),
      productIds: null,
      active: true,
    },
    now,
  );
  const monthStart = new Date(Date.UTC(year, now.getUTCMonth(), 1));
  const threeMonthsLater = new Date(Date.UTC(year, now.getUTCMonth() + 3, 0));
  await savePeriodicDiscount(
    db,
    {
      companyId,
      id: newId(),
      name: 'Réservation anticipée en ligne (−10 %)',
      applicableDate: 'CREATED_DATE',
      scope: ['ONLINE_STORE'],
      startDate: day(monthStart),
      endDate: day(threeMonthsLater),
      percentageBp: 1000,
      amountCents: null,
      productIds: null,
    },
    now,
  );
  const promo = {
    companyId,
    source: 'COMPANY' as const,
    validFrom: null,
    usageLimit: null,
    active: true,
  };
  await insertPromoCode(
    db,
    {
      ...promo,
      id: newId(),
      code: 'BIENVENUE10',
      discountType: 'PERCENTAGE',
      value: 1000,
      dateCheck: 'CREATION_DATE',
      validTo: null,
      perCustomerLimit: 1,
      minimumTotalCents: null,
      description: 'Bienvenue : 10 % sur la première location',
    },
    now,
  );
  await insertPromoCode(
    db,
    {
      ...promo,
      id: newId(),
      code: 'ETE2026',
      discountType: 'AMOUNT',
      value: 500,
      dateCheck: 'ORDER_DATE',
      validFrom: '2026-06-01',
      validTo: '2026-09-30',
      perCustomerLimit: null,
      minimumTotalCents: 5000,
      description: 'Été 2026 : 5 € offerts dès 50 €',
    },
    now,
  );
  await saveStateModel(
    db,
    {
      companyId,
      id: newId(),
      name: 'Contrôle vélo',
      questions: [
        {
          id: 'tyres',
          label: 'Pneus',
          type: 'UNIQUE_CHOICE',
          choices: ['Bon état', 'Usés', 'À remplacer'],
          required: true,
        },
        {
          id: 'brakes',
          label: 'Freins',
          type: 'UNIQUE_CHOICE',
          choices: ['OK', 'À régler', 'Plaquettes usées'],
          required: true,
        },
        { id: 'battery', label: 'Batterie', type: 'ODOMETER', unit: '%', required: false },
        { id: 'remarks', label: 'Remarques', type: 'OPEN_FIELD', required: false },
      ],
    },
    now,
  );
  await saveStatusModel(
    db,
    {
      companyId,
      id: newId(),
      name: 'Atelier',
      statuses: [
        { id: 'ready', name: 'Prêt à louer', color: '#2f9e44' },
        { id: 'check', name: 'À vérifier', color: '#f08c00' },
        { id: 'repair', name: 'En réparation', color: '#e03131' },
        { id: 'retired', name: 'Hors service', color: '#868e96' },
      ],
    },
    now,
  );
  const sized = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.name, SIZED_PRODUCTS), isNull(products.deletedAt)));
  await saveSurvey(
    db,
    {
      companyId,
      id: newId(),
      name: 'Taille et poids',
      fields: [
        { id: 'height', label: 'Taille (cm)', type: 'TEXT', required: true },
        { id: 'weight', label: 'Poids (kg)', type: 'TEXT', required: true },
        {
          id: 'level',
          label: 'Niveau',
          type: 'SELECT',
          options: ['Débutant', 'Intermédiaire', 'Confirmé'],
          required: false,
        },
      ],
      productIds: sized.map((p) => p.id),
    },
    now,
  );
}
