import { zodResolver } from '@hookform/resolvers/zod';
import { requestsMessages } from '@shared/messages/requests';
import {
  type MaterialRequest,
  REQUEST_LIMITS,
  type RequestCommentInput,
  RequestCommentInputSchema,
} from '@shared/schemas/request';
import { PendingButton } from '@web/components/pending-button';
import { RelativeTime } from '@web/components/relative-time';
import { Badge } from '@web/components/ui/badge';
import { FormField, fieldAria } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { sameFieldNames, setServerFieldErrors } from '@web/lib/form-errors';
import { describeError, notify } from '@web/lib/notify';
import { cn } from '@web/lib/utils';
import { SendIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useCommentRequest } from '../api/comment-request';

const m = requestsMessages.requests;
const resolver = zodResolver(RequestCommentInputSchema);

/** The thread, oldest first: the franchisor's side marked, then the form to answer. */
export function RequestComments({ request, viewerId }: { request: MaterialRequest; viewerId: string }) {
  return (
    <div className="grid gap-5">
      {request.comments.length === 0 ? (
        <p className="text-muted-foreground text-sm">{m.commentsEmpty}</p>
      ) : (
        <ol className="grid gap-3" aria-label={m.commentsTitle} data-testid="request-comments">
          {request.comments.map((comment) => {
            const own = comment.author?.id === viewerId;
            return (
              <li
                key={comment.id}
                className={cn(
                  'grid gap-1.5 rounded-lg border px-4 py-3',
                  comment.author?.isAdmin ? 'border-primary/25 bg-primary/5' : 'bg-card',
                  own ? 'sm:ml-10' : 'sm:mr-10',
                )}
              >
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  <span className="font-medium">{comment.author?.name ?? m.deletedPerson}</span>
                  {comment.author?.isAdmin ? (
                    <Badge variant="outline" className="border-primary/40 text-primary">
                      {m.adminBadge}
                    </Badge>
                  ) : null}
                  <RelativeTime at={comment.createdAt} className="text-muted-foreground text-xs" />
                </p>
                <p className="whitespace-pre-line break-words text-sm">{comment.body}</p>
              </li>
            );
          })}
        </ol>
      )}
      <CommentForm requestId={request.id} />
    </div>
  );
}

function CommentForm({ requestId }: { requestId: string }) {
  const comment = useCommentRequest();
  const form = useForm<RequestCommentInput, unknown, z.output<typeof RequestCommentInputSchema>>({
    resolver,
    defaultValues: { body: '' },
  });
  const error = form.formState.errors.body?.message;
  // Sending disables the field and the button: once sent, the focus comes back to the field.
  const { isSuccess, submittedAt } = comment;
  useEffect(() => {
    if (isSuccess && submittedAt) form.setFocus('body');
  }, [isSuccess, submittedAt, form]);
  const submit = form.handleSubmit((input) =>
    comment.mutate(
      { id: requestId, input },
      {
        onSuccess: () => {
          form.reset({ body: '' });
          notify.success(m.commentSent);
        },
        onError: (failure) => {
          if (setServerFieldErrors(failure, form.setError, sameFieldNames('body')) === 0)
            form.setError('body', { type: 'server', message: describeError(failure, m.commentError) });
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <FormField id="request-comment" label={m.commentLabel} error={error}>
        <Textarea
          {...fieldAria('request-comment', error)}
          {...form.register('body')}
          placeholder={m.commentPlaceholder}
          maxLength={REQUEST_LIMITS.commentMaxLength + 20}
          rows={3}
          className="max-h-60"
          disabled={comment.isPending}
        />
      </FormField>
      <div className="flex justify-end">
        <PendingButton
          type="submit"
          pending={comment.isPending}
          pendingLabel={m.commentSending}
          icon={<SendIcon aria-hidden />}
        >
          {m.commentSubmit}
        </PendingButton>
      </div>
    </form>
  );
}
