import type { ReactElement } from 'react';
import type { Me } from '../../../../api/types.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { MeContext } from '../../MeContext.tsx';

/** A manager of a shop in euros: what the dashboard screens of these tests read from the session. */
export const managerSession = {
  user: { id: 'u1', email: 'julie@shop.test', firstName: 'Julie', lastName: 'Morel' },
  company: { id: '01a200ce-50eb-70d1-8bb8-15fe9a9c1cf7', name: 'Cycles & Glisse', currency: 'EUR' },
  companies: [],
  membership: { isManager: true, access: {} },
  impersonatedBy: null,
} as unknown as Me;

/** Renders a dashboard screen inside the app providers and a manager's session. */
export const renderInDashboard = (element: ReactElement, options?: { path?: string }) =>
  renderWithProviders(<MeContext.Provider value={managerSession}>{element}</MeContext.Provider>, options);
