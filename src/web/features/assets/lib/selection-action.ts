import type { ReactNode } from 'react';

/** Extra action for the selected assets (the app adds 'Adicionar ao Álbum'); `done` ends selection. */
export type SelectionAction = (ids: string[], done: () => void) => ReactNode;
