import type { WaitingEntryInput } from '../../../../api/counter.ts';
import { pickerToWallClock } from '../quick/endTime.ts';

export interface WaitingFormValues {
  productId: string | null;
  /** Picker values, the shop's wall clock. */
  startDate: string | null;
  endDate: string | null;
  quantity: number;
  customerId: string | null;
  email: string;
  name: string;
  phone: string;
  note: string;
}

export const emptyWaitingForm: WaitingFormValues = {
  productId: null,
  startDate: null,
  endDate: null,
  quantity: 1,
  customerId: null,
  email: '',
  name: '',
  phone: '',
  note: '',
};

const text = (value: string) => value.trim() || undefined;

/** The entry sent: the customer's own details only when typed (the API takes a known customer's otherwise). */
export function waitingPayload(values: WaitingFormValues): WaitingEntryInput {
  return {
    productId: values.productId ?? '',
    startDate: pickerToWallClock(values.startDate) ?? '',
    endDate: pickerToWallClock(values.endDate) ?? '',
    quantity: values.quantity,
    customerId: values.customerId ?? undefined,
    email: text(values.email),
    name: text(values.name),
    phone: text(values.phone),
    note: text(values.note),
  };
}
