// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { type NotifiedMutationOptions, useNotifiedMutation } from './mutation';
import { notify } from './notify';
import { createQueryClient } from './query-client';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup<TData, TVariables>(options: NotifiedMutationOptions<TData, TVariables>) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useNotifiedMutation(options), { wrapper });
  return { client, result };
}

describe('useNotifiedMutation', () => {
  it('writes the cache, tells the success and then marks the stale queries', async () => {
    const steps: string[] = [];
    vi.spyOn(notify, 'success').mockImplementation((text) => {
      steps.push(`toast ${text}`);
      return 1;
    });
    const { client, result } = setup({
      mutationFn: async (name: string) => ({ id: '1', name }),
      onSuccess: (data, _name, cache) => {
        cache.setQueryData(['item', data.id], data);
        steps.push('cache');
      },
      success: (data) => `Salvo: ${data.name}`,
      invalidate: (data) => [['items'], ['item', data.id]],
    });
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockImplementation(async (filters) => {
      steps.push(`invalidate ${JSON.stringify(filters?.queryKey)}`);
    });

    await act(() => result.current.mutateAsync('Logo'));

    expect(steps).toEqual(['cache', 'toast Salvo: Logo', 'invalidate ["items"]', 'invalidate ["item","1"]']);
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect(client.getQueryData(['item', '1'])).toEqual({ id: '1', name: 'Logo' });
  });

  it('titles a failure with its text and gives the reason underneath', async () => {
    const error = vi.spyOn(notify, 'error').mockReturnValue(1);
    const { result } = setup({
      mutationFn: async (_id: string) => {
        throw new ApiError('LAST_ADMIN', 409, 'Não é possível remover o último administrador.');
      },
      success: 'Usuário excluído',
      failure: 'Erro ao excluir usuário',
    });

    await act(() => result.current.mutateAsync('1').catch(() => undefined));

    expect(error).toHaveBeenCalledWith('Erro ao excluir usuário', {
      description: 'Não é possível remover o último administrador.',
    });
  });

  it('leaves a failure to the caller when it has no text', async () => {
    const error = vi.spyOn(notify, 'error').mockReturnValue(1);
    const { result } = setup({
      mutationFn: async () => {
        throw new ApiError('VALIDATION', 400, 'Dados inválidos.');
      },
    });

    await act(() => result.current.mutateAsync().catch(() => undefined));

    expect(error).not.toHaveBeenCalled();
  });
});
