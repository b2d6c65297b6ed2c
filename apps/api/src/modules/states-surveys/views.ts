import type { StateModelRow, StatusModelRow, SurveyRow } from './repository.ts';

export const stateModelView = (r: StateModelRow) => ({
  id: r.id,
  name: r.name,
  questions: r.questions,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const statusModelView = (r: StatusModelRow) => ({
  id: r.id,
  name: r.name,
  statuses: r.statuses,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const surveyView = (r: SurveyRow) => ({
  id: r.id,
  name: r.name,
  fields: r.fields,
  productIds: r.productIds,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
