import { SessionResponseSchema } from '@shared/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload } from '@web/lib/api-client';
import { updateSessionUser } from '@web/lib/session';

export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('file', file);
  return upload('/api/me/avatar', form, SessionResponseSchema, { method: 'PUT' });
}

/** PUT /api/me/avatar (multipart `file`); the server resizes it and answers the updated user. */
export function useUploadAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ user }) => updateSessionUser(client, user),
  });
}
