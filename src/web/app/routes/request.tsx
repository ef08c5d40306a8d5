import { Page } from '@web/components/page';
import { RequestDetail } from '@web/features/requests/components/request-detail';
import { useParams } from 'react-router';
import { RequestPiecesPicker } from '../compose/request-pieces-picker';

/** /requests/:id : one material request; "Atender" picks the pieces with the albums' picker. */
export default function RequestRoute() {
  const { id = '' } = useParams();
  return (
    <Page width="6xl">
      <RequestDetail key={id} id={id} renderPicker={(props) => <RequestPiecesPicker {...props} />} />
    </Page>
  );
}
