import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './client.ts';
import { keys } from './keys.ts';
import type { Me, ProfileUpdate, User } from './types.ts';

/** Writes the updated user into the cached session so the header and menus follow at once. */
function useStoreUser() {
  const queryClient = useQueryClient();
  return (user: User) => queryClient.setQueryData<Me>(keys.me, (me) => (me ? { ...me, user } : me));
}

export function useUpdateProfile() {
  const storeUser = useStoreUser();
  return useMutation({ mutationFn: (body: ProfileUpdate) => api('updateMe', { body }), onSuccess: storeUser });
}

export function useUploadPicture() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return api('uploadUserImg', { body });
    },
    onSuccess: storeUser,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => api('changePassword', { body }),
  });
}
