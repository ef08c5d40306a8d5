import { authMessages } from '@shared/messages/auth';
import { format } from '@shared/messages/format';
import { usePasswordStrength } from '@web/lib/password-strength';
import { cn } from '@web/lib/utils';
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';

const STEPS = [1, 2, 3, 4] as const;

/** Filled colour by score; the level is always written out too, so colour is never the only cue. */
const fill: Record<number, string> = {
  0: 'bg-destructive',
  1: 'bg-destructive',
  2: 'bg-amber-500',
  3: 'bg-emerald-500',
  4: 'bg-emerald-600',
};

export interface PasswordStrengthMeterProps {
  password: string;
  /** Name and e-mail of the account: a password built from them is weak. */
  userInputs?: readonly string[];
  id?: string;
  className?: string;
}

/**
 * Four steps and the reason a password is weak, updated as the user types (same rule as the
 * server). Announced politely to screen readers. Give it the field's hint id: it takes the hint's
 * place (and its aria-describedby) while the field has a value.
 */
export function PasswordStrengthMeter({ password, userInputs, id, className }: PasswordStrengthMeterProps) {
  const { ready, strength } = usePasswordStrength(password, userInputs);
  if (!password) return null;
  const score = strength?.score ?? 0;
  const level = authMessages.passwordStrength.levels[score] ?? '';
  const filled = strength ? Math.max(score, 1) : 0;

  return (
    <div id={id} data-slot="password-strength" className={cn('grid gap-1.5', className)}>
      <meter
        className="sr-only"
        aria-label={authMessages.passwordStrength.title}
        min={0}
        max={4}
        value={strength ? score : 0}
        aria-valuetext={strength ? level : authMessages.passwordStrength.checking}
      />
      <div aria-hidden className="grid grid-cols-4 gap-1">
        {STEPS.map((step) => (
          <span
            key={step}
            className={cn(
              'h-1.5 rounded-full bg-muted transition-colors',
              step <= filled && (fill[score] ?? 'bg-muted'),
            )}
          />
        ))}
      </div>
      <p aria-live="polite" className="flex items-start gap-1.5 text-xs">
        {!ready || !strength ? (
          <span className="text-muted-foreground">{authMessages.passwordStrength.checking}</span>
        ) : strength.strong ? (
          <>
            <CircleCheckIcon className="mt-px size-3.5 shrink-0 text-emerald-600" aria-hidden />
            <span>
              <span className="font-medium text-foreground">
                {format(authMessages.passwordStrength.label, { level })}
              </span>
              <span aria-hidden className="text-muted-foreground">
                {' · '}
              </span>
              <span className="text-muted-foreground">{authMessages.passwordStrength.strongEnough}</span>
            </span>
          </>
        ) : (
          <>
            <CircleAlertIcon className="mt-px size-3.5 shrink-0 text-destructive" aria-hidden />
            <span>
              <span className="font-medium text-foreground">
                {format(authMessages.passwordStrength.label, { level })}
              </span>
              {strength.reason ? (
                <>
                  <span aria-hidden className="text-muted-foreground">
                    {' · '}
                  </span>
                  <span className="text-muted-foreground">
                    {authMessages.passwordStrength.reasons[strength.reason]}
                  </span>
                </>
              ) : null}
            </span>
          </>
        )}
      </p>
    </div>
  );
}
