import type { Language } from '@hirebase/shared';

/** The words of invoice and credit note PDFs, in the five languages of the app. */
export interface PdfWords {
  invoice: string;
  creditNote: string;
  number: string;
  issueDate: string;
  dueDate: string;
  order: string;
  refersTo: string;
  reason: string;
  seller: string;
  buyer: string;
  vatNumber: string;
  description: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  vatRate: string;
  totalHt: string;
  totalTtc: string;
  vat: string;
  vatBase: string;
  totals: string;
  delivery: string;
  insurance: string;
  paid: string;
  due: (date: string) => string;
  partlyPaid: (paid: string, due: string) => string;
  latePayment: string;
}

export const PDF_WORDS: Record<Language, PdfWords> = {
  fr: {
    invoice: 'Facture',
    creditNote: 'Avoir',
    number: 'Numéro',
    issueDate: "Date d'émission",
    dueDate: "Date d'échéance",
    order: 'Commande',
    refersTo: 'Avoir sur la facture',
    reason: 'Motif',
    seller: 'Vendeur',
    buyer: 'Client',
    vatNumber: 'N° TVA',
    description: 'Désignation',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    discount: 'Remise',
    vatRate: 'TVA %',
    totalHt: 'Total HT',
    totalTtc: 'Total TTC',
    vat: 'TVA',
    vatBase: 'Base HT',
    totals: 'Récapitulatif TVA',
    delivery: 'Livraison',
    insurance: 'Assurance location',
    paid: 'Facture acquittée',
    due: (date) => `À payer au plus tard le ${date}`,
    partlyPaid: (paid, due) => `Déjà payé : ${paid} — reste à payer : ${due}`,
    latePayment:
      "En cas de retard de paiement : pénalités au taux d'intérêt légal majoré de 10 points et indemnité forfaitaire de 40 € pour frais de recouvrement (professionnels).",
  },
  en: {
    invoice: 'Invoice',
    creditNote: 'Credit note',
    number: 'Number',
    issueDate: 'Issue date',
    dueDate: 'Due date',
    order: 'Order',
    refersTo: 'Credit note for invoice',
    reason: 'Reason',
    seller: 'Seller',
    buyer: 'Customer',
    vatNumber: 'VAT no.',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    discount: 'Discount',
    vatRate: 'VAT %',
    totalHt: 'Total excl. VAT',
    totalTtc: 'Total incl. VAT',
    vat: 'VAT',
    vatBase: 'Taxable amount',
    totals: 'VAT summary',
    delivery: 'Delivery',
    insurance: 'Rental insurance',
    paid: 'Invoice paid',
    due: (date) => `Payment due by ${date}`,
    partlyPaid: (paid, due) => `Already paid: ${paid} — left to pay: ${due}`,
    latePayment:
      'Late payment: interest at the statutory rate plus 10 points and a fixed 40 € recovery fee (business customers).',
  },
  es: {
    invoice: 'Factura',
    creditNote: 'Factura rectificativa',
    number: 'Número',
    issueDate: 'Fecha de emisión',
    dueDate: 'Fecha de vencimiento',
    order: 'Pedido',
    refersTo: 'Rectifica la factura',
    reason: 'Motivo',
    seller: 'Vendedor',
    buyer: 'Cliente',
    vatNumber: 'N.º IVA',
    description: 'Descripción',
    quantity: 'Cant.',
    unitPrice: 'Precio unitario',
    discount: 'Descuento',
    vatRate: 'IVA %',
    totalHt: 'Base imponible',
    totalTtc: 'Total con IVA',
    vat: 'IVA',
    vatBase: 'Base',
    totals: 'Resumen de IVA',
    delivery: 'Entrega',
    insurance: 'Seguro de alquiler',
    paid: 'Factura pagada',
    due: (date) => `A pagar antes del ${date}`,
    partlyPaid: (paid, due) => `Ya pagado: ${paid} — pendiente: ${due}`,
    latePayment:
      'En caso de retraso en el pago: intereses al tipo legal incrementado en 10 puntos y 40 € de gastos de cobro (profesionales).',
  },
  pt: {
    invoice: 'Fatura',
    creditNote: 'Nota de crédito',
    number: 'Número',
    issueDate: 'Data de emissão',
    dueDate: 'Data de vencimento',
    order: 'Encomenda',
    refersTo: 'Nota de crédito da fatura',
    reason: 'Motivo',
    seller: 'Vendedor',
    buyer: 'Cliente',
    vatNumber: 'N.º IVA',
    description: 'Descrição',
    quantity: 'Qtd.',
    unitPrice: 'Preço unitário',
    discount: 'Desconto',
    vatRate: 'IVA %',
    totalHt: 'Total sem IVA',
    totalTtc: 'Total com IVA',
    vat: 'IVA',
    vatBase: 'Base tributável',
    totals: 'Resumo do IVA',
    delivery: 'Entrega',
    insurance: 'Seguro de aluguer',
    paid: 'Fatura paga',
    due: (date) => `Pagamento até ${date}`,
    partlyPaid: (paid, due) => `Já pago: ${paid} — em dívida: ${due}`,
    latePayment:
      'Em caso de atraso no pagamento: juros à taxa legal acrescida de 10 pontos e 40 € de custos de cobrança (profissionais).',
  },
  it: {
    invoice: 'Fattura',
    creditNote: 'Nota di credito',
    number: 'Numero',
    issueDate: 'Data di emissione',
    dueDate: 'Data di scadenza',
    order: 'Ordine',
    refersTo: 'Nota di credito sulla fattura',
    reason: 'Motivo',
    seller: 'Venditore',
    buyer: 'Cliente',
    vatNumber: 'P. IVA',
    description: 'Descrizione',
    quantity: 'Qtà',
    unitPrice: 'Prezzo unitario',
    discount: 'Sconto',
    vatRate: 'IVA %',
    totalHt: 'Imponibile',
    totalTtc: 'Totale IVA inclusa',
    vat: 'IVA',
    vatBase: 'Imponibile',
    totals: 'Riepilogo IVA',
    delivery: 'Consegna',
    insurance: 'Assicurazione noleggio',
    paid: 'Fattura pagata',
    due: (date) => `Da pagare entro il ${date}`,
    partlyPaid: (paid, due) => `Già pagato: ${paid} — da pagare: ${due}`,
    latePayment:
      'In caso di ritardato pagamento: interessi al tasso legale maggiorato di 10 punti e 40 € di spese di recupero (professionisti).',
  },
};
