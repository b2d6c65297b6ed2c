import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { YOUR_ORDER_QUERIES } from '../../api/yourOrder.ts';

/** A call the customer makes from the page: busy while it runs, its failure kept to show, then the page read again. */
export function usePageAction() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      await queryClient.invalidateQueries({ queryKey: YOUR_ORDER_QUERIES });
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, failure, run };
}
