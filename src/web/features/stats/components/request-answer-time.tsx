import { format } from '@shared/messages/format';
import { requestsMessages } from '@shared/messages/requests';
import type { Stats } from '@shared/schemas/stats';
import { ButtonLink } from '@web/components/button-link';
import { Card, CardContent } from '@web/components/ui/card';
import { formatElapsed } from '@web/lib/dates';
import { countText } from '@web/lib/format';
import { paths } from '@web/lib/paths';
import { cn } from '@web/lib/utils';
import { MessageSquareReplyIcon } from 'lucide-react';
import { IconCardHeader } from './icon-card-header';

const m = requestsMessages.requests;

/** Issue 17: how long the franchisor takes to answer a material request (the median), or "—". */
export function RequestAnswerTime({
  requests,
  days,
  className,
}: {
  requests: Stats['requests'];
  days: number;
  className?: string;
}) {
  const answered = countText(requests.answered, m.statsAnsweredOne, m.statsAnsweredOther, {
    none: m.statsAnsweredNone,
  });
  return (
    <Card className={cn('min-w-0 gap-4', className)} data-testid="request-answer-time">
      <IconCardHeader
        icon={MessageSquareReplyIcon}
        title={m.statsTitle}
        description={format(m.statsMedianHint, { days })}
      />
      <CardContent className="grid gap-3">
        <dl className="grid gap-1">
          <dt className="text-muted-foreground text-sm">{m.statsMedianLabel}</dt>
          <dd className="font-semibold text-2xl tracking-tight">
            {requests.medianAnswerSeconds === null ? '—' : formatElapsed(requests.medianAnswerSeconds)}
          </dd>
        </dl>
        <p className="text-muted-foreground text-sm">{answered}</p>
        <ButtonLink to={paths.requests} variant="outline" size="sm" className="justify-self-start">
          {m.statsSeeQueue}
        </ButtonLink>
      </CardContent>
    </Card>
  );
}
