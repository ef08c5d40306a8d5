import { BackLink } from '@web/components/back-link';
import { StatePanel, type StatePanelProps } from '@web/components/state-panels';

export interface NotFoundPanelProps extends Pick<StatePanelProps, 'icon' | 'eyebrow' | 'title' | 'text'> {
  /** Where the one way on leads ('/', the gallery) and what it says ('Voltar à galeria'). */
  back: { to: string; label: string };
}

/** A screen for what is not there (the 404, a deleted file): what happened and a big way back. */
export function NotFoundPanel({ back, ...panel }: NotFoundPanelProps) {
  return (
    <StatePanel
      size="page"
      tone="muted"
      {...panel}
      actions={
        <BackLink to={back.to} variant="default" size="lg">
          {back.label}
        </BackLink>
      }
    />
  );
}
