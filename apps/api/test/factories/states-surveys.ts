import {
  type StateModelRow,
  type StatusModelRow,
  type SurveyRow,
  saveStateModel,
  saveStatusModel,
  saveSurvey,
} from '../../src/modules/states-surveys/repository.ts';
import type { Db } from '../../src/platform/db/pool.ts';
import { newId } from '../../src/platform/ids.ts';

export function makeStateModel(db: Db, companyId: string, values: Partial<StateModelRow> = {}) {
  return saveStateModel(
    db,
    {
      companyId,
      id: newId(),
      name: 'Bike check',
      questions: [
        { id: 'brakes', label: 'Brakes', type: 'UNIQUE_CHOICE', choices: ['OK', 'Worn'], required: true },
        { id: 'battery', label: 'Battery', type: 'ODOMETER', unit: '%', required: false },
      ],
      ...values,
    },
    new Date(),
  );
}

export function makeStatusModel(db: Db, companyId: string, values: Partial<StatusModelRow> = {}) {
  return saveStatusModel(
    db,
    {
      companyId,
      id: newId(),
      name: 'Workshop',
      statuses: [
        { id: 'ready', name: 'Ready', color: '#2f9e44' },
        { id: 'repair', name: 'To repair', color: '#e03131' },
      ],
      ...values,
    },
    new Date(),
  );
}

export function makeSurvey(db: Db, companyId: string, values: Partial<SurveyRow> = {}) {
  return saveSurvey(
    db,
    {
      companyId,
      id: newId(),
      name: 'Height and weight',
      fields: [{ id: 'height', label: 'Height (cm)', type: 'TEXT', required: true }],
      productIds: [],
      ...values,
    },
    new Date(),
  );
}
