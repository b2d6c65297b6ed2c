import { useEffect, useMemo, useRef, useState } from 'react';
import type { RowHandlers, Selection } from './PlanningRow.tsx';
import type { PlanningRow } from './rows.ts';
import type { Timeline } from './timeline.ts';

/**
 * Picking a period on a row: drag across columns, or click the first column then the last. `onPick` gets the row and
 * the two columns; Escape forgets a half-made pick. Handlers keep their identity so rows re-render only when their
 * own selection changes.
 */
export function usePlanningSelection(
  timeline: Timeline,
  onPick: (row: PlanningRow, a: number, b: number) => void,
  onOpenOrder: (orderId: string) => void,
) {
  const [selection, setSelection] = useState<Selection | null>(null);
  const latest = useRef({ selection, onPick, onOpenOrder });
  latest.current = { selection, onPick, onOpenOrder };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new period starts without a pick
  useEffect(() => setSelection(null), [timeline]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setSelection(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const handlers = useMemo<RowHandlers>(
    () => ({
      onOpenOrder: (orderId) => latest.current.onOpenOrder(orderId),
      onPointer: (phase, row, column) => {
        const current = latest.current.selection;
        if (phase === 'down') {
          if (current && !current.dragging && current.row === row.key) {
            setSelection(null);
            latest.current.onPick(row, current.a, column);
          } else {
            setSelection({ row: row.key, a: column, b: column, dragging: true });
          }
          return;
        }
        if (!current?.dragging || current.row !== row.key) return;
        if (phase === 'move') {
          if (current.b !== column) setSelection({ ...current, b: column });
          return;
        }
        if (current.a === column) {
          setSelection({ ...current, dragging: false });
        } else {
          setSelection(null);
          latest.current.onPick(row, current.a, column);
        }
      },
    }),
    [],
  );
  return { selection, handlers };
}
