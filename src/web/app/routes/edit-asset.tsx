import { messages } from '@shared/messages/pt-BR';
import { Button } from '@web/components/ui/button';
import { EditAssetPanel } from '@web/features/upload/components/edit-asset-panel';
import { paths } from '@web/lib/paths';
import { ArrowLeftIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';

/** SPEC '/edit/{id}' (admin): the asset's edit form, loaded from the server. */
export default function EditAssetRoute() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto grid w-full grid-cols-1 max-w-5xl gap-6 px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <header className="grid grid-cols-1 gap-3">
        <Button variant="ghost" size="sm" asChild className="w-fit px-2 text-muted-foreground">
          <Link to={paths.upload}>
            <ArrowLeftIcon aria-hidden />
            {messages.assetEdit.goToUpload}
          </Link>
        </Button>
        <div className="grid grid-cols-1 gap-1">
          <h1 className="font-semibold text-2xl tracking-tight sm:text-3xl">{messages.assetEdit.title}</h1>
          <p className="text-muted-foreground">{messages.assetEdit.description}</p>
        </div>
      </header>
      <EditAssetPanel key={id} id={id} />
    </div>
  );
}
