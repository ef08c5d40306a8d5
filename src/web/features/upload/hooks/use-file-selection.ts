import { useCallback, useState } from 'react';
import { type FileKind, type FileScreening, fileKind, screenFiles } from '../lib/files';
import { noPublicationLimits, type PublicationValues } from '../lib/publication';
import { titleFromFileName } from '../lib/titles';

export interface FileOutcome {
  status: 'duplicate' | 'failed';
  message: string;
  /** For a duplicate: the asset that already has these bytes. */
  existing?: { id: string; title: string } | undefined;
}

export interface SelectedFile extends PublicationValues {
  id: string;
  file: File;
  kind: FileKind;
  /**
   * The file's own title ('Descrições Individuais'), at first its own name without extension;
   * emptied, it means "use the rule of SPEC 5" (the base title and the file's position).
   */
  title: string;
  description: string;
  /** What the server said about this file in the last attempt, when it was not stored. */
  outcome?: FileOutcome | undefined;
}

let sequence = 0;
// Not crypto.randomUUID: it is missing outside secure contexts (a LAN address over http).
const nextId = () => `arquivo-${++sequence}`;

/** The files chosen for one upload, in the order they will be sent. */
export function useFileSelection() {
  const [files, setFiles] = useState<SelectedFile[]>([]);

  /** Screens the picked files (videos, 50 MB, 30 files) and appends the accepted ones. */
  const add = useCallback((incoming: readonly File[], alreadySelected: number): FileScreening<File> => {
    const screening = screenFiles(incoming, alreadySelected);
    if (screening.accepted.length > 0) {
      const entries = screening.accepted.map((file) => ({
        id: nextId(),
        file,
        kind: fileKind(file),
        title: titleFromFileName(file.name),
        description: '',
        // Issue 16: each file's own window and patient mark (none until set).
        ...noPublicationLimits,
      }));
      setFiles((current) => [...current, ...entries]);
    }
    return screening;
  }, []);

  const remove = useCallback((id: string) => setFiles((current) => current.filter((f) => f.id !== id)), []);

  const update = useCallback(
    (
      id: string,
      patch: Partial<Pick<SelectedFile, 'title' | 'description' | 'outcome' | keyof PublicationValues>>,
    ) => setFiles((current) => current.map((f) => (f.id === id ? { ...f, ...patch } : f))),
    [],
  );

  const setTitles = useCallback(
    (titles: readonly string[]) =>
      setFiles((current) => current.map((f, index) => ({ ...f, title: titles[index] ?? f.title }))),
    [],
  );

  /** After an attempt: drop the stored files, mark the others with what the server said. */
  const settle = useCallback(
    (outcomes: ReadonlyMap<string, FileOutcome | 'created'>) =>
      setFiles((current) =>
        current
          .filter((f) => outcomes.get(f.id) !== 'created')
          .map((f) => {
            const outcome = outcomes.get(f.id);
            return outcome && outcome !== 'created' ? { ...f, outcome } : f;
          }),
      ),
    [],
  );

  const clearOutcomes = useCallback(
    () => setFiles((current) => current.map((f) => (f.outcome ? { ...f, outcome: undefined } : f))),
    [],
  );

  const clear = useCallback(() => setFiles([]), []);

  return { files, add, remove, update, setTitles, settle, clearOutcomes, clear };
}

export type FileSelection = ReturnType<typeof useFileSelection>;
