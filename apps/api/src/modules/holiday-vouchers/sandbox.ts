/**
 * The holiday-voucher scheme's sandbox: test beneficiaries with a voucher balance, deciding what the scheme answers
 * to an authentication, to the cent.
 */
export const TEST_BENEFICIARIES: Record<string, { balanceCents: number }> = {
  '1000000001': { balanceCents: 1_000_00 },
  '1000000002': { balanceCents: 50_00 },
};

/** How long the customer has to scan the QR code and authenticate. */
export const PRE_TRANSACTION_MINUTES = 15;

/** null when the scheme accepts; else why it refuses. */
export function refusalOf(
  beneficiaryId: string,
  amountCents: number,
): 'unknownBeneficiary' | 'insufficientBalance' | null {
  const beneficiary = TEST_BENEFICIARIES[beneficiaryId];
  if (!beneficiary) return 'unknownBeneficiary';
  return amountCents > beneficiary.balanceCents ? 'insufficientBalance' : null;
}
