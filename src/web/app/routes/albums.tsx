import { AlbumsOverview } from '@web/features/albums/components/albums-overview';

/** SPEC 'Albums' (/albums): the signed-in user's albums. */
export default function AlbumsRoute() {
  return <AlbumsOverview />;
}
