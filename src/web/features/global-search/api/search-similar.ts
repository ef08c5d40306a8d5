import { galleryMessages } from '@shared/messages/gallery';
import { api, lazySchema } from '@web/lib/api-client';
import { useNotifiedMutation } from '@web/lib/mutation';

const similarResultAnswer = lazySchema(() =>
  import('@shared/schemas/search').then((m) => m.SimilarResultSchema),
);

export function searchSimilar(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.post('/api/assets/similar', form, similarResultAnswer);
}

/** POST /api/assets/similar: images ranked by perceptual-hash distance to the picked one. */
export function useSearchSimilar() {
  return useNotifiedMutation({
    mutationFn: searchSimilar,
    failure: galleryMessages.globalSearch.similarError,
  });
}
