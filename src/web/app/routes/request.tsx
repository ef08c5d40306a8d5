import { RequestDetail } from '@web/features/requests/components/request-detail';
import { useParams } from 'react-router';
import { RequestPiecesPicker } from '../compose/request-pieces-picker';

/** /requests/:id : one material request; "Atender" picks the pieces with the albums' picker. */
export default function RequestRoute() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <RequestDetail key={id} id={id} renderPicker={(props) => <RequestPiecesPicker {...props} />} />
    </div>
  );
}
