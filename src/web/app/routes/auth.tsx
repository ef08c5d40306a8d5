import { authMessages } from '@shared/messages/auth';
import { commonMessages } from '@shared/messages/common';
import { AuthLoading } from '@web/components/layout/auth-loading';
import { Spinner } from '@web/components/ui/spinner';
import { AuthPage } from '@web/features/auth/components/auth-page';
import { LoginForm } from '@web/features/auth/components/login-form';
import { SignupClosedNotice } from '@web/features/auth/components/signup-closed-notice';
import { useBrand, useSetupRequired } from '@web/lib/brand';
import { paths } from '@web/lib/paths';
import { usePublicSignup } from '@web/lib/public-settings';
import { useSession } from '@web/lib/session';
import { cn } from '@web/lib/utils';
import { type ComponentProps, lazy, Suspense } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';

// Its own chunk (the select, the strength meter): most visitors only sign in.
const loadRegisterForm = () =>
  import('@web/features/auth/components/register-form').then((m) => ({ default: m.RegisterForm }));
const RegisterForm = lazy(loadRegisterForm);

const REGISTER_TAB = 'cadastrar';
const LOGIN_TAB = 'entrar';

function Waiting() {
  return (
    <div className="flex justify-center py-10">
      <Spinner className="size-6" />
    </div>
  );
}

/**
 * One of the two forms, as a link styled as a tab: each form has its address (?tab=), so choosing one
 * is navigation, and the page needs no tab widget's code (Radix Tabs was a tenth of its scripts).
 */
function FormLink({ current, className, ...props }: ComponentProps<typeof Link> & { current: boolean }) {
  return (
    <Link
      replace
      aria-current={current ? 'page' : undefined}
      className={cn(
        'inline-flex h-full items-center justify-center rounded-md border border-transparent px-3 py-1 font-medium text-foreground/70 text-sm outline-none transition-[color,box-shadow] hover:text-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
        current && 'bg-background text-foreground shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/** SPEC 'Auth screen': Entrar and Cadastrar tabs, chosen by ?tab=; signed-in visitors go to '/'. */
export default function AuthRoute() {
  const session = useSession();
  const brand = useBrand();
  const signupOpen = usePublicSignup();
  const setupRequired = useSetupRequired();
  const [params] = useSearchParams();
  const tab = params.get('tab') === REGISTER_TAB ? REGISTER_TAB : LOGIN_TAB;
  // The one-time first-admin link printed by the server at its first start.
  const setupToken = params.get('setup') ?? undefined;

  // The setup link's token stays in the address whichever form is chosen.
  const formAddress = (choice: string) => {
    const search = new URLSearchParams({
      ...(choice === REGISTER_TAB ? { tab: REGISTER_TAB } : {}),
      ...(setupToken ? { setup: setupToken } : {}),
    }).toString();
    return { search: search ? `?${search}` : '' };
  };

  if (session.isPending) return <AuthLoading />;
  // Also the redirect after a successful login or registration: both fill the session cache.
  if (session.data?.user) return <Navigate to={paths.home} replace />;
  // A new install (no administrator yet): one form, the network's first admin (issue 36).
  if (setupRequired) return <FirstAdminScreen setupToken={setupToken} />;

  return (
    <AuthPage
      title={brand || commonMessages.app.title}
      subtitle={commonMessages.app.subtitle}
      back={{ to: paths.home, label: authMessages.auth.backHome }}
      after={
        <p className="mt-6 text-center text-muted-foreground text-xs">
          {commonMessages.app.restrictedTo} {brand || commonMessages.layout.brandFallback}
        </p>
      }
    >
      <nav
        aria-label={authMessages.auth.formChoice}
        className="mb-5 grid h-9 w-full grid-cols-2 rounded-lg bg-muted p-[3px] text-muted-foreground"
      >
        <FormLink current={tab === LOGIN_TAB} to={formAddress(LOGIN_TAB)}>
          {authMessages.auth.tabSignIn}
        </FormLink>
        <FormLink
          current={tab === REGISTER_TAB}
          to={formAddress(REGISTER_TAB)}
          onPointerEnter={loadRegisterForm}
          onFocus={loadRegisterForm}
        >
          {authMessages.auth.tabRegister}
        </FormLink>
      </nav>
      {tab === LOGIN_TAB ? (
        <LoginForm
          idPrefix="auth-login"
          notice={session.data?.expired ? authMessages.accounts.sessionExpired : null}
        />
      ) : signupOpen === undefined ? (
        <Waiting />
      ) : signupOpen || setupToken ? (
        <Suspense fallback={<Waiting />}>
          <RegisterForm setupToken={setupToken} />
        </Suspense>
      ) : (
        <SignupClosedNotice />
      )}
    </AuthPage>
  );
}

/** The first run: "Criar a conta de administrador", name, e-mail and password only. */
function FirstAdminScreen({ setupToken }: { setupToken?: string }) {
  const m = authMessages.auth;
  return (
    <AuthPage title={m.firstAdminTitle} subtitle={m.firstAdminDescription}>
      <Suspense fallback={<Waiting />}>
        <RegisterForm setupToken={setupToken} firstAdmin />
      </Suspense>
    </AuthPage>
  );
}
