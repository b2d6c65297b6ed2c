import { describe, expect, it } from 'vitest';
import type { ConditionUnit } from '../../../api/conditionReports.ts';
import { answerText, changedFromDeparture, firstMissing, initialValues, toAnswers } from './answersForm.ts';

const questions: ConditionUnit['questions'] = [
  { id: 'brakes', label: 'Brakes', type: 'UNIQUE_CHOICE', choices: ['OK', 'Worn'], required: true },
  { id: 'scratches', label: 'Scratches', type: 'MULTIPLE_CHOICE', choices: ['Frame', 'Fork'], required: false },
  { id: 'battery', label: 'Battery', type: 'ODOMETER', unit: '%', required: false },
  { id: 'tyres', label: 'Tyres', type: 'OPEN_FIELD', required: false },
];
const filled = (answers: Record<string, unknown>) => ({
  answers: answers as never,
  notes: null,
  filledBy: null,
  filledAt: '2031-07-10T09:00:00.000Z',
});
const unit = (values: Partial<ConditionUnit> = {}): ConditionUnit => ({
  subProductId: 'u1',
  productId: 'p1',
  productName: 'Bike',
  serialNumber: null,
  qrCodeValue: 'QR1',
  questions,
  filled: null,
  photos: [],
  departure: null,
  changedQuestionIds: [],
  ...values,
});

describe('condition report answers', () => {
  it('starts blank at departure and from the departure answers at return', () => {
    expect(initialValues(unit(), 'DEPART')).toEqual({ brakes: '', scratches: [], battery: '', tyres: '' });
    const back = unit({ departure: { filled: filled({ brakes: 'OK', battery: 90 }), photos: [] } });
    expect(initialValues(back, 'RETOUR')).toMatchObject({ brakes: 'OK', battery: 90, scratches: [] });
  });

  it('sends readings as numbers and leaves blanks out', () => {
    expect(toAnswers(questions, { brakes: 'Worn', scratches: [], battery: '87,5', tyres: '  ' })).toEqual({
      brakes: 'Worn',
      battery: 87.5,
    });
  });

  it('finds a required question left blank', () => {
    expect(firstMissing(questions, { brakes: '' })?.id).toBe('brakes');
    expect(firstMissing(questions, { brakes: 'OK' })).toBeUndefined();
  });

  it('tells an answer that changed since departure, choices in any order', () => {
    const back = unit({ departure: { filled: filled({ brakes: 'OK', scratches: ['Fork', 'Frame'] }), photos: [] } });
    expect(changedFromDeparture(back, 'brakes', 'Worn')).toBe(true);
    expect(changedFromDeparture(back, 'brakes', 'OK')).toBe(false);
    expect(changedFromDeparture(back, 'scratches', ['Frame', 'Fork'])).toBe(false);
    expect(changedFromDeparture(back, 'battery', '')).toBe(false);
    expect(changedFromDeparture(unit(), 'brakes', 'Worn')).toBe(false);
  });

  it('words an answer', () => {
    expect(answerText(questions[2], 80)).toBe('80 %');
    expect(answerText(questions[1], ['Frame', 'Fork'])).toBe('Frame, Fork');
    expect(answerText(questions[0], undefined)).toBe('—');
  });
});
