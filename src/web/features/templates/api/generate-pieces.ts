import { JobDetailSchema, PiecesBatchCreatedSchema, type PiecesBatchInput } from '@shared/schemas/template';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** While a job is pending or running, its state is asked again this often. */
export const JOB_POLL_MS = 1000;

export function startPieces({ assetId, input }: { assetId: string; input: PiecesBatchInput }) {
  return api.post(`/api/assets/${encodeURIComponent(assetId)}/pieces`, input, PiecesBatchCreatedSchema);
}

/** POST /api/assets/:id/pieces (admin): a job making every unit's pieces; its failure is told in the dialog. */
export function useStartPieces() {
  return useMutation({ mutationFn: startPieces });
}

export function getJob(id: string, signal?: AbortSignal) {
  return api.get(`/api/jobs/${encodeURIComponent(id)}`, JobDetailSchema, { signal });
}

/** GET /api/jobs/:id (admin), every second until the job is done or failed. */
export function useJob(id: string | null) {
  return useQuery({
    queryKey: ['jobs', id],
    queryFn: ({ signal }) => getJob(id ?? '', signal),
    enabled: Boolean(id),
    refetchInterval: (query) => {
      if (query.state.status === 'error') return false;
      const status = query.state.data?.status;
      return status === 'done' || status === 'failed' ? false : JOB_POLL_MS;
    },
  });
}
