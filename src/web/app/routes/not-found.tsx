import { commonMessages } from '@shared/messages/common';
import { NotFoundPanel } from '@web/components/not-found-panel';
import { paths } from '@web/lib/paths';

const m = commonMessages.notFound;

export default function NotFoundRoute() {
  return (
    <NotFoundPanel
      eyebrow={m.code}
      title={m.title}
      text={m.description}
      back={{ to: paths.home, label: m.backHome }}
    />
  );
}
