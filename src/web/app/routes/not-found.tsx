import { messages } from '@shared/messages/pt-BR';
import { BackLink } from '@web/components/back-link';
import { StatePanel } from '@web/components/state-panels';
import { paths } from '@web/lib/paths';

export default function NotFoundRoute() {
  return (
    <StatePanel
      size="page"
      eyebrow={messages.notFound.code}
      title={messages.notFound.title}
      text={messages.notFound.description}
      actions={
        <BackLink to={paths.home} variant="default" size="lg">
          {messages.notFound.backHome}
        </BackLink>
      }
    />
  );
}
