import { assetsMessages } from '@shared/messages/assets';
import { format } from '@shared/messages/format';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { ChevronLeftIcon, ChevronRightIcon, MoveHorizontalIcon, ZoomInIcon, ZoomOutIcon } from 'lucide-react';
import { type Dispatch, useEffect, useId, useState } from 'react';
import {
  canGoBack,
  canGoForward,
  canZoomIn,
  canZoomOut,
  FIT_WIDTH,
  type PdfViewerAction,
  type PdfViewerState,
} from '../lib/pdf-viewer-state';

const m = assetsMessages.documentViewer;

/**
 * Page navigation and zoom. It stays under the site header while the page scrolls, so the next page
 * is one tap away at the foot of a long page; on phones its two groups wrap onto two rows.
 */
export function PdfToolbar({
  state,
  dispatch,
}: {
  state: PdfViewerState;
  dispatch: Dispatch<PdfViewerAction>;
}) {
  const percent = Math.round(state.zoom * 100);
  return (
    <div className="sticky top-16 z-10 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-t-lg border-b bg-background/95 px-2 py-2 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="flex items-center gap-1.5">
        <Button
          variant="ghost"
          size="icon"
          aria-label={m.previousPage}
          title={m.previousPage}
          disabled={!canGoBack(state)}
          onClick={() => dispatch({ type: 'previous' })}
        >
          <ChevronLeftIcon aria-hidden />
        </Button>
        <PageField
          page={state.page}
          total={state.pageCount}
          onGo={(page) => dispatch({ type: 'goTo', page })}
        />
        <Button
          variant="ghost"
          size="icon"
          aria-label={m.nextPage}
          title={m.nextPage}
          disabled={!canGoForward(state)}
          onClick={() => dispatch({ type: 'next' })}
        >
          <ChevronRightIcon aria-hidden />
        </Button>
      </div>
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          aria-label={m.zoomOut}
          title={m.zoomOut}
          disabled={!canZoomOut(state)}
          onClick={() => dispatch({ type: 'zoomOut' })}
        >
          <ZoomOutIcon aria-hidden />
        </Button>
        <output
          aria-label={format(m.zoomLevel, { percent })}
          className="w-12 text-center text-sm tabular-nums"
        >
          {percent}%
        </output>
        <Button
          variant="ghost"
          size="icon"
          aria-label={m.zoomIn}
          title={m.zoomIn}
          disabled={!canZoomIn(state)}
          onClick={() => dispatch({ type: 'zoomIn' })}
        >
          <ZoomInIcon aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={m.fitWidth}
          title={m.fitWidth}
          aria-pressed={state.zoom === FIT_WIDTH}
          onClick={() => dispatch({ type: 'fitWidth' })}
        >
          <MoveHorizontalIcon aria-hidden />
        </Button>
      </div>
    </div>
  );
}

/** 'Página [2] de 12': the current page, typed to jump (Enter or leaving the field). */
function PageField({ page, total, onGo }: { page: number; total: number; onGo: (page: number) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(String(page));
  useEffect(() => setDraft(String(page)), [page]);

  const commit = () => {
    const typed = Number.parseInt(draft, 10);
    if (Number.isNaN(typed)) {
      setDraft(String(page));
      return;
    }
    const target = Math.min(Math.max(1, typed), Math.max(1, total));
    setDraft(String(target));
    if (target !== page) onGo(target);
  };

  return (
    <form
      className="flex items-center gap-1.5 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        commit();
      }}
    >
      <label htmlFor={id}>{m.page}</label>
      <Input
        id={id}
        type="text"
        inputMode="numeric"
        enterKeyHint="go"
        autoComplete="off"
        aria-describedby={`${id}-total`}
        value={draft}
        onChange={(event) => setDraft(event.target.value.replace(/\D/g, '').slice(0, 5))}
        onBlur={commit}
        onFocus={(event) => event.target.select()}
        className="h-8 w-12 px-1 text-center tabular-nums"
      />
      <span id={`${id}-total`} className="whitespace-nowrap">
        {format(m.ofTotal, { total })}
      </span>
    </form>
  );
}
