import { GalleryScreen } from '@web/features/assets/components/gallery-screen';
import { lazy, Suspense } from 'react';

// Shown in selection mode and on an empty search only: chunks of their own, not the first screen's.
const AddToAlbumAction = lazy(() =>
  import('@web/app/compose/add-to-album-action').then((m) => ({ default: m.AddToAlbumAction })),
);
const AskFranchisor = lazy(() =>
  import('@web/features/requests/components/ask-franchisor').then((m) => ({ default: m.AskFranchisor })),
);

export default function GalleryRoute() {
  return (
    <GalleryScreen
      selectionAction={(ids, done) => (
        <Suspense fallback={null}>
          <AddToAlbumAction assetIds={ids} onAdded={done} compact variant="ghost" size="sm" />
        </Suspense>
      )}
      emptyAction={(search) => (
        <Suspense fallback={null}>
          <AskFranchisor fromSearch={search} />
        </Suspense>
      )}
    />
  );
}
