import { AlbumDetail } from '@web/features/albums/components/album-detail';
import { useParams } from 'react-router';

/** /albums/:id : one album open. */
export default function AlbumRoute() {
  const { id = '' } = useParams();
  return <AlbumDetail key={id} albumId={id} />;
}
