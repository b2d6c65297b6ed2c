import { useState } from 'react';
import { type DuplicateCheck, verifyCustomerEmail } from '../../../../api/customers.ts';
import { looksLikeEmail } from './customerForm.ts';

/** Any UUID stands for "a customer not created yet" in the duplicate check. */
const NEW_CUSTOMER = '00000000-0000-0000-0000-000000000000';

/**
 * Checks, when the email field is left, whether another customer has this email; the answer names them so the
 * person can open that customer instead of creating a duplicate.
 */
export function useEmailDuplicate(customerId: string | undefined) {
  const [duplicate, setDuplicate] = useState<DuplicateCheck['customer'] | null>(null);
  const check = async (email: string) => {
    if (!looksLikeEmail(email)) {
      setDuplicate(null);
      return;
    }
    try {
      const answer = await verifyCustomerEmail(email.trim(), customerId ?? NEW_CUSTOMER);
      setDuplicate(answer.exists ? (answer.customer ?? null) : null);
    } catch {
      // The check only helps; saving still refuses a taken email.
      setDuplicate(null);
    }
  };
  return { duplicate, check };
}
