// @vitest-environment node
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Category, Product } from '../../../../api/catalogue.ts';
import { newTier } from '../price-grid/priceGrid.ts';
import { productFormValues, productPayload, validateProduct } from './productForm.ts';

const t = i18n.getFixedT('en');

describe('product form', () => {
  it('sends every setting of a new serialised product, with defaults', () => {
    const values = {
      ...productFormValues(),
      useExistingModel: true,
      productModelId: 'model-1',
      name: '  City bike  ',
      deposit: 300,
      lldMonthlyPrice: 69,
    };
    values.priceGrid.days = [newTier(1, 22), newTier(2, 40)];
    expect(productPayload(values)).toEqual({
      productModelId: 'model-1',
      name: 'City bike',
      category: null,
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

  it('asks for a name, a quantity in quantity mode, a rental type, and the model it uses', () => {
    const values = {
      ...productFormValues(),
      useExistingModel: true,
      stockMode: 'QUANTITY' as const,
      isLCD: false,
    };
    expect(Object.keys(validateProduct(values, t)).sort()).toEqual([
      'isLCD',
      'name',
      'priceGrid.days.0.price',
      'productModelId',
      'quantity',
    ]);
  });

  it('creates the model with the product by default, in the shop’s first activity', () => {
    const values = {
      ...productFormValues(undefined, ['CANOE_KAYAK', 'BIKE']),
      name: 'Sea kayak',
      category: '  Kayaks ',
    };
    values.priceGrid.days = [newTier(1, 40)];
    expect(validateProduct(values, t)).toEqual({});
    const payload = productPayload(values);
    expect(payload).toMatchObject({
      newProductModel: { verticale: 'CANOE_KAYAK' },
      name: 'Sea kayak',
      category: 'Kayaks',
    });
    expect(payload).not.toHaveProperty('productModelId');
  });

  it('asks for the activity of a new model when the shop has none, not for a model', () => {
    const values = { ...productFormValues(), name: 'Boat' };
    values.priceGrid.days = [newTier(1, 90)];
    expect(Object.keys(validateProduct(values, t))).toEqual(['newProductModel.verticale']);
  });

  it('files a new model under the platform category the typed name stands for, in its activity only', () => {
    const platform = [
      { id: 'c-ebike', verticale: 'ELECTRIC_BIKE', name: { fr: 'VTT électriques', en: 'Electric MTB' } },
      { id: 'c-mtb', verticale: 'BIKE', name: { fr: 'VTT', en: 'Mountain bikes' } },
    ] as Category[];
    const values = { ...productFormValues(undefined, ['ELECTRIC_BIKE']), name: 'E-MTB', category: ' electric  mtb ' };
    expect(productPayload(values, platform).newProductModel).toEqual({
      verticale: 'ELECTRIC_BIKE',
      categoryId: 'c-ebike',
    });
    // the same name in another activity, or a name of the shop's own, files the model under no platform category
    expect(productPayload({ ...values, category: 'Mountain bikes' }, platform).newProductModel).toEqual({
      verticale: 'ELECTRIC_BIKE',
    });
    expect(productPayload({ ...values, category: 'Demo fleet' }, platform)).toMatchObject({
      newProductModel: { verticale: 'ELECTRIC_BIKE' },
      category: 'Demo fleet',
    });
  });

  it('keeps the model and category of a saved product when it is edited', () => {
    const product = {
      productModelId: 'm-1',
      category: { id: 'k', name: 'Helmets' },
      name: 'Helmet',
      priceGrid: { days: [{ days: 1, price: 3 }] },
    } as unknown as Product;
    const payload = productPayload(productFormValues(product, ['BIKE']));
    expect(payload).toMatchObject({ productModelId: 'm-1', category: 'Helmets' });
    expect(payload).not.toHaveProperty('newProductModel');
  });
});
