import { quote } from '@shared/domain/quote';
import { requestsMessages } from '@shared/messages/requests';
import { type MaterialRequest, REQUEST_LIMITS } from '@shared/schemas/request';
import { DetailPageFrame, DetailTitle } from '@web/components/detail-page-frame';
import { StatePanel } from '@web/components/state-panels';
import { Card, CardContent, CardHeader } from '@web/components/ui/card';
import { Skeleton, SkeletonStack } from '@web/components/ui/skeleton';
import { formatDateTime, formatDay } from '@web/lib/dates';
import { paths } from '@web/lib/paths';
import { isAdmin, useSessionUser } from '@web/lib/session';
import { FileQuestionIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useRequest } from '../api/get-request';
import { DeliveredAssets } from './delivered-assets';
import { type DeliverPickerProps, RequestAdminPanel } from './request-admin-panel';
import { RequestComments } from './request-comments';
import { RequestStatusBadge } from './request-status-badge';

const m = requestsMessages.requests;

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card className="gap-4" aria-labelledby={id} role="region">
      <CardHeader>
        <h2 id={id} className="font-semibold leading-none">
          {title}
        </h2>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  );
}

/** The heading quotes the description; the text itself is repeated only when the quote cut it. */
const headingOf = (request: MaterialRequest) => quote(request.description, REQUEST_LIMITS.summaryLength);

function Details({ request }: { request: MaterialRequest }) {
  const whole = headingOf(request) === request.description.replace(/\s+/g, ' ').trim();
  return (
    <div className="grid gap-5">
      {whole ? null : <p className="whitespace-pre-line break-words">{request.description}</p>}
      <dl className="grid gap-4 sm:grid-cols-2">
        <Field label={m.fieldChannel}>{m.channels[request.channel]}</Field>
        <Field label={m.fieldNeededBy}>{request.neededBy ? formatDay(request.neededBy) : m.noDate}</Field>
        <Field label={m.fieldRequester}>{request.requester?.name ?? m.deletedPerson}</Field>
        {request.requester?.unitName ? <Field label={m.fieldUnit}>{request.requester.unitName}</Field> : null}
        <Field label={m.fieldCreatedAt}>
          <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
        </Field>
        {request.answeredAt ? (
          <Field label={m.fieldAnsweredAt}>
            <time dateTime={request.answeredAt}>{formatDateTime(request.answeredAt)}</time>
          </Field>
        ) : null}
        <Field label={m.fieldAssignee}>{request.assignee?.name ?? m.noAssignee}</Field>
        {request.fromSearch ? <Field label={m.fieldFromSearch}>“{request.fromSearch}”</Field> : null}
      </dl>
      {request.referenceImageUrl ? (
        <figure className="grid gap-2">
          <figcaption className="text-muted-foreground text-sm">{m.referenceTitle}</figcaption>
          <img
            src={request.referenceImageUrl}
            alt={m.referenceAlt}
            className="max-h-72 w-auto max-w-full justify-self-start rounded-lg border object-contain sm:max-w-md"
          />
        </figure>
      ) : null}
    </div>
  );
}

export interface RequestDetailProps {
  id: string;
  /** The library's picker for "Atender" (composed in app/). */
  renderPicker: (props: DeliverPickerProps) => ReactNode;
}

/**
 * /requests/:id (issue 17): the request's details and reference image, what was delivered, the
 * conversation between both sides, and for admins the status, the assignee and "Atender".
 */
export function RequestDetail({ id, renderPicker }: RequestDetailProps) {
  const query = useRequest(id);
  return (
    <DetailPageFrame
      query={query}
      backTo={paths.requests}
      backLabel={m.back}
      look="inset"
      loading={<DetailSkeleton />}
      notFound={<StatePanel icon={FileQuestionIcon} tone="muted" titleAs="h1" title={m.pageNotFound} />}
      notFoundStatuses={[404, 400]}
      loadError={m.pageLoadError}
    >
      {(request) => <RequestBody request={request} renderPicker={renderPicker} />}
    </DetailPageFrame>
  );
}

function RequestBody({
  request,
  renderPicker,
}: { request: MaterialRequest } & Omit<RequestDetailProps, 'id'>) {
  const user = useSessionUser();
  const admin = isAdmin(user);
  const delivered = (
    <Section id="request-delivered" title={m.deliveredTitle}>
      <DeliveredAssets assets={request.deliveredAssets} />
    </Section>
  );
  return (
    <>
      <header className="grid max-w-4xl gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <RequestStatusBadge status={request.status} />
          <span className="text-muted-foreground text-sm">{m.channels[request.channel]}</span>
        </div>
        <DetailTitle className="text-balance">{headingOf(request)}</DetailTitle>
      </header>
      <div
        className={
          admin ? 'grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]' : 'grid max-w-4xl gap-6'
        }
      >
        <div className="grid min-w-0 gap-6">
          {/* The answer first for the requester once there is one. */}
          {!admin && request.deliveredAssets.length > 0 ? delivered : null}
          <Section id="request-details" title={m.detailsTitle}>
            <Details request={request} />
          </Section>
          {admin || request.deliveredAssets.length === 0 ? delivered : null}
          <Section id="request-thread" title={m.commentsTitle}>
            <RequestComments request={request} viewerId={user?.id ?? ''} />
          </Section>
        </div>
        {admin ? (
          <aside className="grid min-w-0 gap-6 lg:sticky lg:top-20">
            <Section id="request-manage" title={m.manageTitle}>
              <RequestAdminPanel request={request} renderPicker={renderPicker} />
            </Section>
          </aside>
        ) : null}
      </div>
    </>
  );
}

/** Under the way back, which the frame shows while this loads. */
function DetailSkeleton() {
  return (
    <>
      <p className="sr-only" role="status">
        {m.pageLoading}
      </p>
      <Skeleton className="h-9 w-2/3" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <SkeletonStack bars={['h-64 rounded-xl', 'h-40 rounded-xl']} className="content-start gap-6" />
        <SkeletonStack bars={['h-56 rounded-xl']} className="content-start gap-6" />
      </div>
    </>
  );
}
