import type { ReactElement } from 'react';
import type { Me } from '../../../../api/types.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { MeContext } from '../../MeContext.tsx';

/** A manager of a shop in Paris, in euros: what the order screens of these tests read from the session. */
export const shopManager = {
  user: { id: 'u1', email: 'julie@shop.test', firstName: 'Julie', lastName: 'Morel' },
  company: {
    id: '01a200ce-50eb-70d1-8bb8-15fe9a9c1cf7',
    name: 'Cycles & Glisse',
    currency: 'EUR',
    timezone: 'Europe/Paris',
  },
  companies: [],
  membership: { isManager: true, access: {} },
  impersonatedBy: null,
} as unknown as Me;

export const renderAsManager = (element: ReactElement, options?: { path?: string }) =>
  renderWithProviders(<MeContext.Provider value={shopManager}>{element}</MeContext.Provider>, options);
