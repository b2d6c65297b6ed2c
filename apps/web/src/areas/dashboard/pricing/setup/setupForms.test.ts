// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PeriodicDiscount, StateModel } from '../../../../api/pricing.ts';
import { buildPeriodicDiscountPayload, periodicDiscountFormValues } from '../discounts/periodicDiscountForm.ts';
import { buildStateModelPayload, buildSurveyPayload, stateModelFormValues } from './setupForms.ts';

describe('product setup payloads', () => {
  it('keeps question keys, choices only on choice questions and a unit only on a meter', () => {
    const model = {
      id: 'sm1',
      name: 'Contrôle vélo',
      questions: [
        { id: 'tyres', label: 'Pneus', type: 'UNIQUE_CHOICE', choices: ['OK', 'Usés'], required: true },
        { id: 'battery', label: 'Batterie', type: 'ODOMETER', unit: '%', required: false },
      ],
    } as StateModel;
    const values = stateModelFormValues(model);
    values.questions[0].type = 'OPEN_FIELD';
    values.questions.push({
      label: ' Rayures ',
      type: 'MULTIPLE_CHOICE',
      choices: ['Cadre'],
      unit: 'km',
      required: false,
    });
    expect(buildStateModelPayload(values, model.id)).toEqual({
      id: 'sm1',
      name: 'Contrôle vélo',
      questions: [
        { id: 'tyres', label: 'Pneus', type: 'OPEN_FIELD', required: true },
        { id: 'battery', label: 'Batterie', type: 'ODOMETER', unit: '%', required: false },
        { label: 'Rayures', type: 'MULTIPLE_CHOICE', choices: ['Cadre'], required: false },
      ],
    });
  });

  it('sends survey options only for list fields', () => {
    expect(
      buildSurveyPayload({
        name: 'Taille',
        productIds: ['p1'],
        fields: [
          { label: 'Taille (cm)', type: 'TEXT', options: ['x'], required: true },
          { label: 'Niveau', type: 'SELECT', options: ['Débutant', 'Expert'], required: false },
        ],
      }).fields,
    ).toEqual([
      { label: 'Taille (cm)', type: 'TEXT', required: true },
      { label: 'Niveau', type: 'SELECT', options: ['Débutant', 'Expert'], required: false },
    ]);
  });

  it('a periodic discount carries exactly one of percentage and amount', () => {
    const discount = {
      id: 'd1',
      name: 'Basse saison',
      applicableDate: 'START_DATE',
      scope: ['DASHBOARD', 'ONLINE_STORE'],
      startDate: '2027-04-01',
      endDate: '2027-05-31',
      percentage: null,
      amount: 10,
      productIds: null,
    } as PeriodicDiscount;
    const values = periodicDiscountFormValues(discount, '2026-01-01');
    expect(buildPeriodicDiscountPayload(values, 'd1')).toEqual({
      id: 'd1',
      name: 'Basse saison',
      applicableDate: 'START_DATE',
      scope: ['ONLINE_STORE', 'DASHBOARD'],
      startDate: '2027-04-01',
      endDate: '2027-05-31',
      percentage: null,
      amount: 10,
      productIds: null,
    });
    expect(buildPeriodicDiscountPayload({ ...values, kind: 'PERCENTAGE', value: 15 })).toMatchObject({
      percentage: 15,
      amount: null,
    });
  });
});
