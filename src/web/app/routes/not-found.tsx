import { commonMessages } from '@shared/messages/common';
import { BackLink } from '@web/components/back-link';
import { StatePanel } from '@web/components/state-panels';
import { paths } from '@web/lib/paths';

export default function NotFoundRoute() {
  return (
    <StatePanel
      size="page"
      eyebrow={commonMessages.notFound.code}
      title={commonMessages.notFound.title}
      text={commonMessages.notFound.description}
      actions={
        <BackLink to={paths.home} variant="default" size="lg">
          {commonMessages.notFound.backHome}
        </BackLink>
      }
    />
  );
}
