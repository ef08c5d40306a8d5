import { AddToAlbumAction } from '@web/app/compose/add-to-album-action';
import { GalleryScreen } from '@web/features/assets/components/gallery-screen';
import { AskFranchisor } from '@web/features/requests/components/ask-franchisor';

export default function GalleryRoute() {
  return (
    <GalleryScreen
      selectionAction={(ids, done) => (
        <AddToAlbumAction assetIds={ids} onAdded={done} compact variant="ghost" size="sm" />
      )}
      emptyAction={(search) => <AskFranchisor fromSearch={search} />}
    />
  );
}
