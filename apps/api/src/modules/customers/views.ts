import { customerDisplayName } from '@hirebase/shared';
import type { CustomerDocumentRow } from './document-repository.ts';
import type { CustomerModelRow } from './model-repository.ts';
import type { CustomerRow } from './repository.ts';

export const customerModelView = (m: CustomerModelRow) => ({
  id: m.id,
  name: m.name,
  fields: m.fields,
  isDefault: m.isDefault,
  createdAt: m.createdAt.toISOString(),
  updatedAt: m.updatedAt.toISOString(),
});

export const customerView = (c: CustomerRow) => ({
  id: c.id,
  type: c.type,
  displayName: customerDisplayName(c),
  customerModelId: c.customerModelId,
  firstName: c.firstName,
  lastName: c.lastName,
  companyName: c.companyName,
  vatNumber: c.vatNumber,
  email: c.email,
  phone: c.phone,
  language: c.language,
  birthDate: c.birthDate,
  addresses: c.addresses,
  customFields: c.customFields,
  notes: c.notes,
  marketingConsent: c.marketingConsent,
  rentalPlaceUserId: c.rentalPlaceUserId,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});

export const customerDocumentView = (d: CustomerDocumentRow) => ({
  id: d.id,
  customerId: d.customerId,
  fileName: d.fileName,
  contentType: d.contentType,
  size: d.size,
  uploadedBy: d.uploadedBy,
  createdAt: d.createdAt.toISOString(),
});

export const customerChoiceView = (
  c: Pick<CustomerRow, 'id' | 'type' | 'firstName' | 'lastName' | 'companyName' | 'email' | 'phone'>,
) => ({
  id: c.id,
  type: c.type,
  displayName: customerDisplayName(c),
  email: c.email,
  phone: c.phone,
});
