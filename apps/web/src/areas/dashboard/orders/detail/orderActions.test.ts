// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { orderActions, statusMoves } from './orderActions.ts';

const order = (status: 'TO_COME' | 'IN_PROGRESS' | 'ENDED', type: 'ORDER' | 'PRE_BOOKING' | 'CANCELED' = 'ORDER') => ({
  status,
  type,
  isRequest: false,
});

describe('actions by state', () => {
  it('offers hand-out, cancel, edit and delete before departure', () => {
    expect(orderActions(order('TO_COME'), false)).toEqual({
      edit: true,
      handOut: true,
      takeBack: false,
      cancel: true,
      convert: false,
      delete: true,
      deletePermanently: false,
      statusMoves: ['IN_PROGRESS'],
    });
  });

  it('takes back an order that is out, and no longer cancels it', () => {
    const actions = orderActions(order('IN_PROGRESS'), true);
    expect(actions).toMatchObject({
      handOut: false,
      takeBack: true,
      cancel: false,
      delete: false,
      deletePermanently: true,
    });
    expect(actions.statusMoves).toEqual(['ENDED', 'TO_COME']);
  });

  it('converts a pre-booking but never hands it out; a cancelled order only goes away', () => {
    expect(orderActions(order('TO_COME', 'PRE_BOOKING'), false)).toMatchObject({
      convert: true,
      handOut: false,
      edit: true,
    });
    expect(statusMoves(order('TO_COME', 'PRE_BOOKING'))).toEqual([]);
    expect(orderActions(order('TO_COME', 'CANCELED'), false)).toMatchObject({
      edit: false,
      cancel: false,
      delete: true,
      statusMoves: [],
    });
    expect(statusMoves({ ...order('TO_COME'), isRequest: true })).toEqual([]);
    expect(statusMoves(order('ENDED'))).toEqual(['IN_PROGRESS']);
  });
});
