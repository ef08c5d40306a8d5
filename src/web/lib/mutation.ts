import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Answer, api, type Expected } from './api-client';
import { notify, notifyFailure } from './notify';

type FromAnswer<TData, TVariables, T> = T | ((data: TData, variables: TVariables) => T);

export interface NotifiedMutationOptions<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Runs first on success: writes the answer into the cache (setQueryData, announceBanner). */
  onSuccess?: (data: TData, variables: TVariables, client: QueryClient) => void;
  /** The success toast, from the catalogue. */
  success?: FromAnswer<TData, TVariables, string>;
  /**
   * The failure toast's title, the error's reason underneath (notifyFailure: for an error our API
   * answered, the server's pt-BR message, as notifyFailure). Without it the caller tells it.
   */
  failure?: string;
  /** Queries made stale by the change, refetched before the mutation counts as settled. */
  invalidate?: FromAnswer<TData, TVariables, readonly QueryKey[]>;
}

/**
 * A mutation with the usual feedback (STYLE: mutations invalidate and notify): on success the cache
 * write, the toast and the invalidation, in that order; on failure the toast. Hooks that do more
 * (optimistic updates, progress, navigation) call useMutation themselves.
 */
export function useNotifiedMutation<TData, TVariables = void>({
  mutationFn,
  onSuccess,
  success,
  failure,
  invalidate,
}: NotifiedMutationOptions<TData, TVariables>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data: TData, variables: TVariables) => {
      onSuccess?.(data, variables, client);
      const text = typeof success === 'function' ? success(data, variables) : success;
      if (text) notify.success(text);
      const keys = typeof invalidate === 'function' ? invalidate(data, variables) : invalidate;
      if (keys?.length) return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    onError: failure === undefined ? undefined : (error) => notifyFailure(error, failure),
  });
}

/**
 * A POST of the caller's input to `path`, its answer read with `expected`, with the usual feedback
 * (useNotifiedMutation): what a "create" hook does (an album, a campaign, a tag, a user).
 */
export function usePostMutation<TInput, E extends Expected>(
  path: string,
  expected: E,
  feedback: Omit<NotifiedMutationOptions<Answer<E>, TInput>, 'mutationFn'>,
) {
  return useNotifiedMutation({ mutationFn: (input: TInput) => api.post(path, input, expected), ...feedback });
}
