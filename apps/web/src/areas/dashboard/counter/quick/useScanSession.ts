import { useCallback, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ordersOfUnit, type UnitByCode, unitByCode } from '../../../../api/counter.ts';
import { errorMessage } from '../../../../components/errors.ts';
import {
  initialScanState,
  type Lookup,
  needsLookup,
  normalizeCode,
  type ScannedUnit,
  type ScanRules,
  scanReducer,
} from './scanSession.ts';

export const scannedUnit = (unit: UnitByCode): ScannedUnit => ({
  subProductId: unit.id,
  productId: unit.productId,
  productName: unit.product.name,
  qrCodeValue: unit.qrCodeValue,
  serialNumber: unit.serialNumber,
});

/** The unit a code names and the order it is out with, if any. */
async function lookupCode(code: string): Promise<Lookup> {
  const unit = await unitByCode(code);
  if (!unit) return { kind: 'unknown' };
  const orders = await ordersOfUnit(unit.id);
  const out = orders.find((o) => o.unit.status === 'USED' && !o.unit.returnedAt);
  return {
    kind: 'unit',
    unit: scannedUnit(unit),
    outWith: out ? { orderId: out.id, orderNumber: out.number } : null,
  };
}

/**
 * A scanning session: `submit` takes a typed or scanned code, looks it up once and judges it by the rules in
 * force when the answer comes (the order may be known only after the first unit).
 */
export function useScanSession(rules: ScanRules) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(scanReducer, initialScanState);
  const stateRef = useRef(state);
  stateRef.current = state;
  const rulesRef = useRef(rules);
  rulesRef.current = rules;

  const submit = useCallback(
    async (raw: string) => {
      const code = normalizeCode(raw);
      const fresh = needsLookup(stateRef.current, code);
      dispatch({ type: 'typed', code });
      if (!fresh) return;
      let lookup: Lookup;
      try {
        lookup = await lookupCode(code);
      } catch (error) {
        lookup = { kind: 'failed', message: errorMessage(t, error) };
      }
      dispatch({ type: 'looked', code, lookup, rules: rulesRef.current });
    },
    [t],
  );

  // a code still being looked up is not in the list yet: what sends the list waits for it
  return { state, dispatch, submit, looking: state.pending.length > 0 };
}
