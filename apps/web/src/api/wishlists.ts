import type { CallArgs, CallResult } from '@hirebase/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';

export type WishlistSummary = CallResult<'listWishlists'>['items'][number];
export type Wishlist = CallResult<'getWishlist'>;
export type WishlistChange = NonNullable<CallArgs<'updateWishlist'>['body']>;

const KEY = ['marketplace', 'wishlists'] as const;

/** The customer's lists (at most 100, all on one page), last changed first. */
export function useWishlists() {
  return useQuery({
    queryKey: [...KEY, 'list'],
    queryFn: () => api('listWishlists', { params: { query: { sort: 'updatedAt__desc', limit: 100 } } }),
  });
}

export function useWishlist(wishlistId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...KEY, 'one', wishlistId],
    queryFn: () => api('getWishlist', { params: { path: { wishlistId } } }),
    enabled,
  });
}

/** After a change: the list of lists again, and the changed list as answered. */
function useRefresh() {
  const client = useQueryClient();
  return (changed?: Wishlist) => {
    if (changed) client.setQueryData([...KEY, 'one', changed.id], changed);
    return client.invalidateQueries({ queryKey: [...KEY, 'list'] });
  };
}

export function useCreateWishlist() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (name: string) => api('createWishlist', { body: { name } }), onSuccess: refresh });
}

export function useUpdateWishlist() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: WishlistChange) => api('updateWishlist', { body }), onSuccess: refresh });
}

export function useDeleteWishlist() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (wishlistId: string) => api('deleteWishlist', { params: { path: { wishlistId } } }),
    onSuccess: () => refresh(),
  });
}
