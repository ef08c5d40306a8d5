import { format } from '@shared/messages/format';
import { homeMessages } from '@shared/messages/home';
import type { SetupStepId } from '@shared/schemas/setup';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';
import { cn } from '@web/lib/utils';
import { CheckIcon, ChevronRightIcon, CircleIcon, XIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useDismissSetupChecklist } from '../api/dismiss-setup-checklist';
import { useSetupChecklist } from '../api/get-setup-checklist';

const m = homeMessages.home.checklist;

/** Where each step is done: the banner in /settings, the CSV import in /units, the invitations tab. */
const STEPS: Record<SetupStepId, { to: string; title: string; hint: string }> = {
  brand: { to: paths.settings, title: m.steps.brand, hint: m.steps.brandHint },
  units: { to: paths.units, title: m.steps.units, hint: m.steps.unitsHint },
  people: { to: paths.userInvitations, title: m.steps.people, hint: m.steps.peopleHint },
};

function StepStatus({ done }: { done: boolean }) {
  return done ? (
    <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
      <CheckIcon className="size-3.5" strokeWidth={3} aria-hidden />
    </span>
  ) : (
    <CircleIcon className="size-6 shrink-0 text-muted-foreground/50" strokeWidth={1.5} aria-hidden />
  );
}

/**
 * The admins' first-run checklist (issue 36): three steps read from the server, each a link to the
 * screen that does it. Gone once every step is done or an admin dismissed it. Mount it for admins
 * only: it asks the server as soon as it renders.
 */
export function SetupChecklist({ className, onDismissed }: { className?: string; onDismissed?: () => void }) {
  const { data } = useSetupChecklist();
  const dismiss = useDismissSetupChecklist();
  if (!data || data.dismissed || data.steps.every((step) => step.done)) return null;
  const done = data.steps.filter((step) => step.done).length;

  return (
    <section
      aria-labelledby="setup-checklist-title"
      className={cn('rounded-xl border border-primary/25 bg-card p-4 shadow-xs sm:p-6', className)}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="setup-checklist-title" className="font-semibold text-lg leading-7 tracking-tight">
          {m.title}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          className="-mr-2 text-muted-foreground"
          aria-label={m.dismissLabel}
          disabled={dismiss.isPending}
          onClick={() => dismiss.mutate(undefined, { onSuccess: onDismissed })}
        >
          <XIcon aria-hidden />
          {m.dismiss}
        </Button>
      </div>
      <p className="mt-1 text-pretty text-muted-foreground text-sm">{m.description}</p>
      <p className="mt-2 font-medium text-primary text-xs">
        {format(m.progress, { done, total: data.steps.length })}
      </p>
      <ol aria-label={m.stepsLabel} className="mt-4 grid gap-2 sm:gap-3 lg:grid-cols-3">
        {data.steps.map((step) => {
          const meta = STEPS[step.id];
          return (
            <li key={step.id} data-step={step.id} data-done={step.done}>
              <Link
                to={meta.to}
                className="group flex h-full items-start gap-3 rounded-lg border bg-background p-3 outline-none transition-colors hover:border-primary/40 hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 sm:p-4"
              >
                <StepStatus done={step.done} />
                <span className="min-w-0 flex-1">
                  <span
                    className={cn(
                      'block font-medium text-sm leading-6',
                      step.done && 'text-muted-foreground',
                    )}
                  >
                    {meta.title}
                    <span className="sr-only"> ({step.done ? m.done : m.pending})</span>
                  </span>
                  <span className="mt-0.5 block text-pretty text-muted-foreground text-xs">{meta.hint}</span>
                </span>
                <ChevronRightIcon
                  className="mt-1 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  aria-hidden
                />
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
