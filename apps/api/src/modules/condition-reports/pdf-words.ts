import type { Language } from '@hirebase/shared';

/** The words of a condition report PDF, in each language of the app. */
export interface PdfWords {
  title: { DEPART: string; RETOUR: string };
  order: string;
  customer: string;
  period: string;
  unit: string;
  serial: string;
  question: string;
  answer: string;
  departure: string;
  atReturn: string;
  changed: string;
  unchanged: string;
  notChecked: string;
  notes: string;
  photos: string;
  newPhotos: string;
  filledBy: string;
  noAnswer: string;
  differences: string;
  noDifference: string;
  signatures: string;
  customerSignature: string;
  employeeSignature: string;
  signedOn: string;
}

export const PDF_WORDS: Record<Language, PdfWords> = {
  fr: {
    title: { DEPART: 'État des lieux de départ', RETOUR: 'État des lieux de retour' },
    order: 'Commande',
    customer: 'Client',
    period: 'Période',
    unit: 'Unité',
    serial: 'N° de série',
    question: 'Point contrôlé',
    answer: 'Constat',
    departure: 'Au départ',
    atReturn: 'Au retour',
    changed: 'MODIFIÉ',
    unchanged: 'identique',
    notChecked: 'Unité non contrôlée',
    notes: 'Remarques',
    photos: 'Photos',
    newPhotos: 'Nouvelles photos au retour',
    filledBy: 'Rempli par',
    noAnswer: '—',
    differences: 'Différences avec le départ',
    noDifference: 'Aucune différence avec le départ',
    signatures: 'Signatures',
    customerSignature: 'Signature du client',
    employeeSignature: "Signature de l'employé",
    signedOn: 'Le',
  },
  en: {
    title: { DEPART: 'Departure condition report', RETOUR: 'Return condition report' },
    order: 'Order',
    customer: 'Customer',
    period: 'Period',
    unit: 'Unit',
    serial: 'Serial number',
    question: 'Checked item',
    answer: 'Finding',
    departure: 'At departure',
    atReturn: 'At return',
    changed: 'CHANGED',
    unchanged: 'same',
    notChecked: 'Unit not checked',
    notes: 'Notes',
    photos: 'Photos',
    newPhotos: 'New photos at return',
    filledBy: 'Filled in by',
    noAnswer: '—',
    differences: 'Differences from departure',
    noDifference: 'No difference from departure',
    signatures: 'Signatures',
    customerSignature: "Customer's signature",
    employeeSignature: "Employee's signature",
    signedOn: 'On',
  },
  es: {
    title: { DEPART: 'Informe de estado de salida', RETOUR: 'Informe de estado de devolución' },
    order: 'Pedido',
    customer: 'Cliente',
    period: 'Periodo',
    unit: 'Unidad',
    serial: 'N.º de serie',
    question: 'Punto revisado',
    answer: 'Constatación',
    departure: 'A la salida',
    atReturn: 'A la devolución',
    changed: 'MODIFICADO',
    unchanged: 'igual',
    notChecked: 'Unidad no revisada',
    notes: 'Observaciones',
    photos: 'Fotos',
    newPhotos: 'Fotos nuevas a la devolución',
    filledBy: 'Rellenado por',
    noAnswer: '—',
    differences: 'Diferencias con la salida',
    noDifference: 'Ninguna diferencia con la salida',
    signatures: 'Firmas',
    customerSignature: 'Firma del cliente',
    employeeSignature: 'Firma del empleado',
    signedOn: 'El',
  },
  pt: {
    title: { DEPART: 'Relatório de estado à saída', RETOUR: 'Relatório de estado à devolução' },
    order: 'Encomenda',
    customer: 'Cliente',
    period: 'Período',
    unit: 'Unidade',
    serial: 'N.º de série',
    question: 'Ponto verificado',
    answer: 'Constatação',
    departure: 'À saída',
    atReturn: 'À devolução',
    changed: 'ALTERADO',
    unchanged: 'igual',
    notChecked: 'Unidade não verificada',
    notes: 'Observações',
    photos: 'Fotografias',
    newPhotos: 'Novas fotografias à devolução',
    filledBy: 'Preenchido por',
    noAnswer: '—',
    differences: 'Diferenças em relação à saída',
    noDifference: 'Nenhuma diferença em relação à saída',
    signatures: 'Assinaturas',
    customerSignature: 'Assinatura do cliente',
    employeeSignature: 'Assinatura do funcionário',
    signedOn: 'Em',
  },
  it: {
    title: { DEPART: 'Verbale di stato alla partenza', RETOUR: 'Verbale di stato al rientro' },
    order: 'Ordine',
    customer: 'Cliente',
    period: 'Periodo',
    unit: 'Unità',
    serial: 'N. di serie',
    question: 'Punto controllato',
    answer: 'Constatazione',
    departure: 'Alla partenza',
    atReturn: 'Al rientro',
    changed: 'MODIFICATO',
    unchanged: 'uguale',
    notChecked: 'Unità non controllata',
    notes: 'Note',
    photos: 'Foto',
    newPhotos: 'Nuove foto al rientro',
    filledBy: 'Compilato da',
    noAnswer: '—',
    differences: 'Differenze rispetto alla partenza',
    noDifference: 'Nessuna differenza rispetto alla partenza',
    signatures: 'Firme',
    customerSignature: 'Firma del cliente',
    employeeSignature: 'Firma del dipendente',
    signedOn: 'Il',
  },
};
