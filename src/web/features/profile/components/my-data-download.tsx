import { usersMessages } from '@shared/messages/users';
import { Button } from '@web/components/ui/button';
import { FileDownIcon } from 'lucide-react';
import { MY_DATA_EXPORT_URL } from '../api/export-my-data';

/** "Baixar meus dados" (LGPD): the browser downloads the file the server sends as an attachment. */
export function MyDataDownload() {
  return (
    <Button asChild variant="outline" className="w-full sm:w-fit">
      <a href={MY_DATA_EXPORT_URL} download>
        <FileDownIcon aria-hidden />
        {usersMessages.profile.downloadMyData}
      </a>
    </Button>
  );
}
