import { galleryMessages } from '@shared/messages/gallery';
import { SimilarResultSchema } from '@shared/schemas/search';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { notifyServerFailure } from '@web/lib/notify';

export function searchSimilar(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post('/api/assets/similar', form, SimilarResultSchema);
}

/** POST /api/assets/similar: images ranked by perceptual-hash distance to the picked one. */
export function useSearchSimilar() {
  return useMutation({
    mutationFn: searchSimilar,
    onError: (error) => notifyServerFailure(error, galleryMessages.globalSearch.similarError),
  });
}
