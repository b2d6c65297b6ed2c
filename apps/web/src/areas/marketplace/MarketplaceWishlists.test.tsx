import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../api/client.ts';
import i18n from '../../i18n/index.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { MarketplaceWishlists } from './MarketplaceWishlists.tsx';

vi.mock('../../api/client.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/client.ts')>();
  return { ...actual, api: vi.fn() };
});
const mockedApi = vi.mocked(api);

const SHOP = '01a2013d-04ed-7f40-8123-938d65ad2b3d';
const summer = {
  id: '01a2013d-04ed-7f40-8123-938d65ad2b40',
  name: 'Summer trip',
  createdAt: '2031-03-02T10:00:00.000Z',
  updatedAt: '2031-03-02T10:00:00.000Z',
  productCount: 2,
};
const product = (productId: string, name: string, unavailableReason: string | null) => ({
  companyId: SHOP,
  productId,
  name,
  shopName: 'Cycles & Glisse',
  shopSlug: 'cycles-et-glisse',
  available: unavailableReason === null,
  unavailableReason,
  addedAt: '2031-03-02T10:00:00.000Z',
});
const gravel = product('01a2013d-04ed-7f40-8123-938d65ad2b41', 'Gravel bike', null);
const kayak = product('01a2013d-04ed-7f40-8123-938d65ad2b42', 'Kayak', 'HIDDEN');

/** An API with one list of two products, answering the calls the page makes. */
function serve(lists = [summer]) {
  const state = { lists, products: [gravel, kayak] };
  mockedApi.mockImplementation(async (operation, args) => {
    const body = (args as { body?: Record<string, unknown> } | undefined)?.body;
    switch (operation) {
      case 'listWishlists':
        return { items: state.lists, total: state.lists.length, page: 1, limit: 100 } as never;
      case 'getWishlist':
        return { ...summer, products: state.products } as never;
      case 'createWishlist':
        state.lists = [{ ...summer, id: 'new', name: String(body?.name), productCount: 0 }, ...state.lists];
        return { ...summer, name: body?.name, products: [] } as never;
      case 'updateWishlist': {
        const removed = (body?.remove as { productId: string }[] | undefined)?.map((r) => r.productId) ?? [];
        state.products = state.products.filter((p) => !removed.includes(p.productId));
        return { ...summer, products: state.products } as never;
      }
      case 'deleteWishlist':
        state.lists = [];
        return { ok: true } as never;
    }
    throw new Error(`unexpected ${operation}`);
  });
}

describe('my wishlists', () => {
  beforeEach(async () => {
    mockedApi.mockReset();
    await i18n.changeLanguage('en');
  });

  it('shows each list with its products, says why one cannot be booked, and takes one off', async () => {
    serve();
    renderWithProviders(<MarketplaceWishlists />);
    const card = await screen.findByTestId('wishlist');
    expect(card.textContent).toContain('Summer trip');
    expect(card.textContent).toContain('2 products');
    await userEvent.click(within(card).getByRole('button', { name: 'Show products' }));
    expect(await within(card).findByText('Gravel bike')).toBeTruthy();
    expect(within(card).getAllByText('At Cycles & Glisse')).toHaveLength(2);
    expect(within(card).getByText('No longer offered online')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Remove Kayak from the list' }));
    expect(mockedApi).toHaveBeenCalledWith('updateWishlist', {
      body: { id: summer.id, remove: [{ companyId: SHOP, productId: kayak.productId }] },
    });
    await waitFor(() => expect(within(card).queryByText('Kayak')).toBeNull());
    expect(within(card).getByText('Gravel bike')).toBeTruthy();
  });

  it('creates a list by name, and says so next to the field when the name is blank or taken', async () => {
    serve([]);
    renderWithProviders(<MarketplaceWishlists />);
    expect(await screen.findByText(/You have no lists yet/)).toBeTruthy();
    const field = screen.getByLabelText('New list');
    await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByText('Give the list a name.')).toBeTruthy();
    expect(mockedApi).not.toHaveBeenCalledWith('createWishlist', expect.anything());

    await userEvent.type(field, '  Winter ');
    await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
    expect(mockedApi).toHaveBeenCalledWith('createWishlist', { body: { name: 'Winter' } });
    expect(await screen.findByText('Winter')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('');

    mockedApi.mockRejectedValueOnce(
      new ApiError(409, { code: 'alreadyExists', message: 'taken', details: { field: 'name' } }),
    );
    await userEvent.type(field, 'winter');
    await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByText('You already have a list with this name.')).toBeTruthy();
  });

  it('renames a list, and deletes it once confirmed', async () => {
    serve();
    renderWithProviders(<MarketplaceWishlists />);
    const card = await screen.findByTestId('wishlist');
    await userEvent.click(within(card).getByRole('button', { name: 'Rename' }));
    const name = within(card).getByLabelText('List name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Beach');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    expect(mockedApi).toHaveBeenCalledWith('updateWishlist', { body: { id: summer.id, name: 'Beach' } });

    await userEvent.click(await within(card).findByRole('button', { name: 'Delete' }));
    expect(mockedApi).not.toHaveBeenCalledWith('deleteWishlist', expect.anything());
    await userEvent.click(within(card).getByRole('button', { name: 'Yes, delete' }));
    expect(mockedApi).toHaveBeenCalledWith('deleteWishlist', { params: { path: { wishlistId: summer.id } } });
    expect(await screen.findByText(/You have no lists yet/)).toBeTruthy();
  });

  it('words the limits the API answers, in the language of the page', async () => {
    serve([]);
    await i18n.changeLanguage('fr');
    renderWithProviders(<MarketplaceWishlists />);
    expect(await screen.findByText(/pas encore de liste/)).toBeTruthy();
    mockedApi.mockRejectedValueOnce(
      new ApiError(409, { code: 'tooManyWishlists', message: 'limit', details: { max: 100 } }),
    );
    await userEvent.type(screen.getByLabelText('Nouvelle liste'), 'Encore');
    await userEvent.click(screen.getByRole('button', { name: 'Créer la liste' }));
    expect(
      await screen.findByText('Vous avez déjà 100 listes : supprimez-en une pour en créer une autre.'),
    ).toBeTruthy();
  });
});
