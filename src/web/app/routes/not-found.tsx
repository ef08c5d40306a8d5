import { messages } from '@shared/messages/pt-BR';
import { StatePanel } from '@web/components/state-panels';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';
import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';

export default function NotFoundRoute() {
  return (
    <StatePanel
      size="page"
      eyebrow={messages.notFound.code}
      title={messages.notFound.title}
      text={messages.notFound.description}
      actions={
        <Button asChild size="lg">
          <Link to={paths.home}>
            <ArrowLeftIcon aria-hidden />
            {messages.notFound.backHome}
          </Link>
        </Button>
      }
    />
  );
}
