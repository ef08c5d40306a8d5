import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { sameFieldNames, serverFieldIssues, setServerFieldErrors } from './form-errors';

const validation = (issues: unknown) => new ApiError('VALIDATION', 400, 'Dados inválidos.', { issues });

describe('server field errors', () => {
  it('reads the issues of an API error and nothing else', () => {
    const issues = [{ field: 'body.title', message: 'Título é obrigatório' }];
    expect(serverFieldIssues(validation(issues))).toEqual(issues);
    expect(serverFieldIssues(validation([{ field: 'body.x' }, 'text', null]))).toEqual([]);
    expect(serverFieldIssues(new ApiError('NOT_FOUND', 404, 'x'))).toEqual([]);
    expect(serverFieldIssues(new Error('boom'))).toEqual([]);
  });

  it("sets each mapped field once, whatever the request's location, and focuses the first", () => {
    const setError = vi.fn();
    const error = validation([
      { field: 'meta.categoryIds', message: 'Selecione pelo menos uma categoria.' },
      { field: 'meta.categoryIds.0', message: 'Categoria inválida.' },
      { field: 'body.url', message: 'Insira um link válido' },
      { field: 'meta.items.0.title', message: 'Título muito longo.' },
    ]);
    const count = setServerFieldErrors(error, setError, { categoryIds: 'categoryIds', url: 'externalUrl' });
    expect(count).toBe(2);
    expect(setError.mock.calls).toEqual([
      [
        'categoryIds',
        { type: 'server', message: 'Selecione pelo menos uma categoria.' },
        { shouldFocus: true },
      ],
      ['externalUrl', { type: 'server', message: 'Insira um link válido' }, { shouldFocus: false }],
    ]);
  });

  it('does nothing for an error without field issues', () => {
    const setError = vi.fn();
    expect(setServerFieldErrors(new ApiError('INTERNAL', 500, 'x'), setError, sameFieldNames('name'))).toBe(
      0,
    );
    expect(setError).not.toHaveBeenCalled();
  });
});
