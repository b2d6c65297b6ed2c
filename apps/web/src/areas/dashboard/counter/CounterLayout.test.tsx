import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client.ts';
import { renderAsManager } from '../orders/shared/testSession.tsx';
import { CounterLayout } from './CounterLayout.tsx';

vi.mock('../../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

describe('requests badge of the counter', () => {
  it('counts the entries of the inbox list, not a request and its message twice', async () => {
    mockedApi.mockImplementation((async (operation: string) => {
      if (operation === 'countOrderInbox') return { requests: 1, messages: 1, orders: 1 };
      throw new Error(`unexpected ${operation}`);
    }) as unknown as typeof api);
    renderAsManager(<CounterLayout />, { path: '/dashboard/counter' });
    const badge = await screen.findByTestId('requests-badge');
    expect(badge.textContent).toBe('1');
    expect(badge.style.flexShrink).toBe('0');
  });
});
