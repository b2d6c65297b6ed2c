import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Product } from '../../../../api/catalogue.ts';
import { newTier } from '../price-grid/priceGrid.ts';
import { productFormValues, productPayload, validateProduct } from './productForm.ts';

const t = i18n.getFixedT('en');

describe('product form', () => {
  it('sends every setting of a new serialised product, with defaults', () => {
    const values = {
      ...productFormValues(),
      productModelId: 'model-1',
      name: '  City bike  ',
      deposit: 300,
      lldMonthlyPrice: 69,
    };
    values.priceGrid.days = [newTier(1, 22), newTier(2, 40)];
    expect(productPayload(values)).toEqual({
      productModelId: 'model-1',
      name: 'City bike',
      description: null,
      stockMode: 'SERIALIZED',
      quantity: null,
      priceGrid: {
        hourly: null,
        halfDay: null,
        days: [
          { days: 1, price: 22 },
          { days: 2, price: 40 },
        ],
        extraDay: null,
        lowSeason: null,
      },
      deposit: 300,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      isLCD: true,
      isLLD: false,
      lldMonthlyPrice: null,
      online: true,
      insuranceEligible: false,
      vatRate: null,
      stateModelId: null,
      statusModelId: null,
      surveyIds: [],
    });
  });

  it('keeps a product read from the API as it was', () => {
    const product = {
      productModelId: 'm',
      name: 'Helmet',
      description: 'Kids',
      stockMode: 'QUANTITY',
      quantity: 12,
      priceGrid: { days: [{ days: 1, price: 4.5 }], extraDay: 3 },
      deposit: 20,
      bufferBeforeMinutes: 15,
      bufferAfterMinutes: 30,
      isLCD: true,
      isLLD: true,
      lldMonthlyPrice: 9.9,
      online: false,
      insuranceEligible: true,
      vatRate: 5.5,
      stateModelId: 's',
      statusModelId: null,
      surveyIds: ['q'],
    } as unknown as Product;
    const payload = productPayload(productFormValues(product));
    expect(payload).toMatchObject({ stockMode: 'QUANTITY', quantity: 12, lldMonthlyPrice: 9.9, vatRate: 5.5 });
    expect(payload.priceGrid).toEqual({
      hourly: null,
      halfDay: null,
      days: [{ days: 1, price: 4.5 }],
      extraDay: 3,
      lowSeason: null,
    });
  });

  it('asks for a model, a name, a quantity in quantity mode and a rental type', () => {
    const values = { ...productFormValues(), stockMode: 'QUANTITY' as const, isLCD: false };
    expect(Object.keys(validateProduct(values, t)).sort()).toEqual([
      'isLCD',
      'name',
      'priceGrid.days.0.price',
      'productModelId',
      'quantity',
    ]);
  });
});
