import { authMessages } from '@shared/messages/auth';
import { commonMessages } from '@shared/messages/common';
import { BackLink } from '@web/components/back-link';
import { AuthLoading } from '@web/components/layout/auth-loading';
import { Card, CardContent, CardFooter, CardHeader } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { AuthHeading } from '@web/features/auth/components/auth-heading';
import { LoginForm } from '@web/features/auth/components/login-form';
import { SignupClosedNotice } from '@web/features/auth/components/signup-closed-notice';
import { useBrand } from '@web/lib/brand';
import { paths } from '@web/lib/paths';
import { usePublicSignup } from '@web/lib/public-settings';
import { useSession } from '@web/lib/session';
import { lazy, Suspense } from 'react';
import { Navigate, useSearchParams } from 'react-router';

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

/** SPEC 'Auth screen': Entrar and Cadastrar tabs, chosen by ?tab=; signed-in visitors go to '/'. */
export default function AuthRoute() {
  const session = useSession();
  const brand = useBrand();
  const signupOpen = usePublicSignup();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === REGISTER_TAB ? REGISTER_TAB : LOGIN_TAB;
  // The one-time first-admin link printed by the server at its first start.
  const setupToken = params.get('setup') ?? undefined;

  if (session.isPending) return <AuthLoading />;
  // Also the redirect after a successful login or registration: both fill the session cache.
  if (session.data?.user) return <Navigate to={paths.home} replace />;

  return (
    <main className="flex min-h-svh flex-col items-center justify-center bg-muted/40 px-4 py-10">
      <Card className="w-full max-w-md gap-6">
        <CardHeader className="block">
          <AuthHeading title={brand || commonMessages.app.title} subtitle={commonMessages.app.subtitle} />
        </CardHeader>
        <CardContent>
          <Tabs
            value={tab}
            onValueChange={(value) =>
              setParams(
                {
                  ...(value === REGISTER_TAB ? { tab: REGISTER_TAB } : {}),
                  ...(setupToken ? { setup: setupToken } : {}),
                },
                { replace: true },
              )
            }
            className="gap-5"
          >
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value={LOGIN_TAB}>{authMessages.auth.tabSignIn}</TabsTrigger>
              <TabsTrigger value={REGISTER_TAB} onPointerEnter={loadRegisterForm} onFocus={loadRegisterForm}>
                {authMessages.auth.tabRegister}
              </TabsTrigger>
            </TabsList>
            <TabsContent value={LOGIN_TAB}>
              <LoginForm
                idPrefix="auth-login"
                notice={session.data?.expired ? authMessages.accounts.sessionExpired : null}
              />
            </TabsContent>
            <TabsContent value={REGISTER_TAB}>
              {signupOpen === undefined ? (
                <Waiting />
              ) : signupOpen || setupToken ? (
                <Suspense fallback={<Waiting />}>
                  <RegisterForm setupToken={setupToken} />
                </Suspense>
              ) : (
                <SignupClosedNotice />
              )}
            </TabsContent>
          </Tabs>
        </CardContent>
        <CardFooter className="justify-center border-t pt-6">
          <BackLink to={paths.home} variant="quiet">
            {authMessages.auth.backHome}
          </BackLink>
        </CardFooter>
      </Card>
      <p className="mt-6 text-center text-muted-foreground text-xs">
        {commonMessages.app.restrictedTo} {brand || commonMessages.layout.brandFallback}
      </p>
    </main>
  );
}
