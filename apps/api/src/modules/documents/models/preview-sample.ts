import type { DocumentData, ShopPart } from '../generation/document-data.ts';
import type { DocumentLanguage } from '../kinds.ts';

const ITEMS: Record<DocumentLanguage, [string, string]> = {
  fr: ['Vélo de ville', 'Siège enfant'],
  en: ['City bike', 'Child seat'],
  es: ['Bicicleta urbana', 'Sillita infantil'],
  pt: ['Bicicleta de cidade', 'Cadeirinha de criança'],
  it: ['Bici da città', 'Seggiolino per bambini'],
};

const DAY = 24 * 60 * 60 * 1000;

/**
 * The order a model is previewed with when none is chosen: a named customer, two lines at two VAT rates (2 × 40 € at
 * 20 %, 16 € at 5.5 %), a deposit, two days from tomorrow 09:00 UTC. Amounts add up as a real order's do.
 */
export function sampleOrder(language: DocumentLanguage, now: Date): Omit<DocumentData, keyof ShopPart> {
  const start = new Date(Math.floor(now.getTime() / DAY) * DAY + DAY + 9 * 60 * 60 * 1000);
  const [bike, seat] = ITEMS[language];
  return {
    customer: { name: 'Camille Martin', email: 'camille.martin@example.com', phone: '+33 6 12 34 56 78' },
    order: {
      id: '00000000-0000-4000-8000-000000000000',
      number: 1042,
      startAt: start,
      endAt: new Date(start.getTime() + 2 * DAY),
    },
    lines: [
      { name: bike, quantity: 2, unitPriceCents: 4000, totalTtcCents: 8000, vatRateBp: 2000 },
      { name: seat, quantity: 1, unitPriceCents: 1600, totalTtcCents: 1600, vatRateBp: 550 },
    ],
    vat: [
      { rateBp: 550, htCents: 1517, vatCents: 83, ttcCents: 1600 },
      { rateBp: 2000, htCents: 6667, vatCents: 1333, ttcCents: 8000 },
    ],
    totals: { htCents: 8184, vatCents: 1416, ttcCents: 9600, discountCents: 0 },
    depositCents: 32000,
  };
}
