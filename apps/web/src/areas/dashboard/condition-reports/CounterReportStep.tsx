import { useEffect } from 'react';
import { type ConditionScope, useConditionReport } from '../../../api/conditionReports.ts';
import { PageLoader } from '../../../components/PageLoader.tsx';
import { ConditionReportPanel } from './ConditionReportPanel.tsx';

/** Whether the counter stops for the report: when a unit's product has a state model to answer. */
export const reportWanted = (report: { units: { questions: unknown[] }[] }) =>
  report.units.some((u) => u.questions.length > 0);

/**
 * The counter's step after a hand-out or a return: the condition report of the order's units when their products
 * have a state model; otherwise (or when the report cannot be read) the counter goes on at once, as before, and the
 * report stays on the order's page.
 */
export function CounterReportStep({
  orderId,
  scope,
  onFinish,
}: {
  orderId: string;
  scope: ConditionScope;
  onFinish: () => void;
}) {
  const report = useConditionReport(orderId, scope);
  const skip = report.isError || (report.isSuccess && !reportWanted(report.data));
  useEffect(() => {
    if (skip) onFinish();
  }, [skip, onFinish]);
  if (!report.isSuccess || skip) return <PageLoader />;
  return <ConditionReportPanel orderId={orderId} scope={scope} onFinish={onFinish} />;
}
