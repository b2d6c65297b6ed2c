/** What the order can attach to a mail, read on the server: its ready documents and its drawn condition reports. */
import { useConditionReport } from '../../../../../api/conditionReports.ts';
import { useOrderDocuments } from '../documents/documentsApi.ts';
import { REPORT_PREFIX } from './mailForm.ts';

export interface AttachableDocument {
  value: string;
  kind: string;
  language?: string;
}

export function useAttachableDocuments(orderId: string): AttachableDocument[] {
  const documents = useOrderDocuments(orderId);
  const departure = useConditionReport(orderId, 'DEPART');
  const back = useConditionReport(orderId, 'RETOUR');
  const ready = (documents.data ?? [])
    .filter((d) => d.status !== 'TO_GENERATE')
    .map((d) => ({ value: d.id, kind: d.kind, language: d.language }));
  const reports = [departure.data, back.data]
    .filter((r) => r?.status === 'SUCCESS')
    .map((r) => ({ value: `${REPORT_PREFIX}${r?.scope}`, kind: `report.${r?.scope}` }));
  return [...ready, ...reports];
}
