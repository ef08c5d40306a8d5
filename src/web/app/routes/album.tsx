import { AlbumDetail } from '@web/features/albums/components/album-detail';
import { ShareLinkButton } from '@web/features/share-links/components/share-link-button';
import { useParams } from 'react-router';

/** /albums/:id : one album open. */
export default function AlbumRoute() {
  const { id = '' } = useParams();
  return (
    <AlbumDetail
      key={id}
      albumId={id}
      // A link shows the album's published files: an empty album has nothing to hand over.
      shareAction={(album) =>
        album.assets.length > 0 ? (
          <ShareLinkButton target={{ albumId: album.id }} className="col-span-2 sm:col-span-1" />
        ) : null
      }
    />
  );
}
