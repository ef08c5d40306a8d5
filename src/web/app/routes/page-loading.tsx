import { Spinner } from '@web/components/ui/spinner';

/** Shown while the first screen's code loads. */
export function PageLoading() {
  return (
    <div className="flex min-h-svh items-center justify-center">
      <Spinner className="size-6" />
    </div>
  );
}
