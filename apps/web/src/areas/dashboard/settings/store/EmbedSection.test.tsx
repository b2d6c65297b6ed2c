import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanySettings } from '../../../../api/types.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { EmbedSection } from './EmbedSection.tsx';

afterEach(() => vi.restoreAllMocks());

describe('the card to put the store on the shop’s own site', () => {
  it('shows the tag to paste with the store’s address, and copies it', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<EmbedSection settings={{ slug: 'cycles-du-lac' } as CompanySettings} />);
    expect(screen.getByRole('heading', { name: 'Mettre la boutique sur votre site' })).toBeTruthy();
    const snippet = `<script src="${window.location.origin}/widget.js" data-store="cycles-du-lac" async></script>`;
    expect(screen.getByLabelText('Code à coller dans votre site').textContent).toBe(snippet);
    expect(screen.getByText('<div data-hirebase-store="cycles-du-lac"></div>')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Copier le code' }));
    expect(writeText).toHaveBeenCalledWith(snippet);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Code copié' })).toBeTruthy());
  });
});
