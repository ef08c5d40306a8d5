import { SharedLinkPage } from '@web/features/share-links/components/shared-link-page';
import { useParams } from 'react-router';

/** /s/:token: a partner link's public page (issue 17), outside the app's layout and its chunk. */
export default function SharedLinkRoute() {
  const { token = '' } = useParams();
  return <SharedLinkPage key={token} token={token} />;
}
