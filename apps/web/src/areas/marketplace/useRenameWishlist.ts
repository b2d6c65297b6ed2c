import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateWishlist, type WishlistSummary } from '../../api/wishlists.ts';
import { wishlistError } from './wishlistErrors.ts';

/** The rename form of a list: open, type, save (the server's refusal next to the field) or cancel. */
export function useRenameWishlist(wishlist: WishlistSummary) {
  const { t } = useTranslation();
  const update = useUpdateWishlist();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(wishlist.name);
  const [error, setError] = useState<string | null>(null);

  const cancel = () => {
    setEditing(false);
    setError(null);
  };
  const start = () => {
    setName(wishlist.name);
    setEditing(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t('marketplaceWishlists.errors.blank'));
    update.mutate(
      { id: wishlist.id, name: name.trim() },
      { onSuccess: cancel, onError: (failure) => setError(wishlistError(t, failure)) },
    );
  };
  return { editing, name, setName, error, start, cancel, submit, isPending: update.isPending };
}
