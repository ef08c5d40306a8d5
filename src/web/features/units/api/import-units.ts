import { UnitImportResultSchema } from '@shared/schemas/unit';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { unitKeys } from '@web/lib/units';

/**
 * The file goes as it is, typed text/csv: the server reads UTF-8 and the Windows-1252 Excel writes
 * (reading it here as text would spoil the accents of the latter).
 */
export function importUnits(file: Blob) {
  return api.post('/api/units/import', file, UnitImportResultSchema, {
    headers: { 'Content-Type': 'text/csv' },
  });
}

/** POST /api/units/import (admin): the dialog shows the result, refused lines included. */
export function useImportUnits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importUnits,
    onSuccess: (result) => {
      if (result.imported > 0) return client.invalidateQueries({ queryKey: unitKeys.all });
    },
  });
}
