import { authMessages } from '@shared/messages/auth';
import { commonMessages } from '@shared/messages/common';
import { Card, CardContent, CardFooter, CardHeader } from '@web/components/ui/card';
import { useBrand } from '@web/lib/brand';
import { paths } from '@web/lib/paths';
import { usePublicSignup } from '@web/lib/public-settings';
import { Link } from 'react-router';
import { AuthHeading } from './auth-heading';
import { LoginForm } from './login-form';

/**
 * SPEC 'Login card': all a signed-out person sees on a page that needs a session. After signing in
 * the same page opens, since the layout renders it once the session exists.
 */
export function LoginCard({ notice }: { notice?: string | null }) {
  const brand = useBrand();
  const signupOpen = usePublicSignup();
  return (
    // The card is the whole page, outside the app layout's <main>: it is the main landmark itself.
    <main className="flex min-h-svh items-center justify-center bg-muted/40 px-4 py-10">
      <Card className="w-full max-w-md gap-6">
        <CardHeader className="block">
          <AuthHeading
            title={
              <>
                {commonMessages.app.title} <span className="block min-h-8 text-primary">{brand}</span>
              </>
            }
            subtitle={authMessages.auth.loginSubtitle}
          />
        </CardHeader>
        <CardContent>
          <LoginForm notice={notice} />
        </CardContent>
        <CardFooter className="flex-col gap-3 border-t pt-6 text-center text-sm">
          {signupOpen !== false ? (
            <p className="text-muted-foreground">
              {authMessages.auth.noAccount}{' '}
              <Link
                to={paths.auth('cadastrar')}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {authMessages.auth.createAccount}
              </Link>
            </p>
          ) : null}
          <p className="text-muted-foreground text-xs">
            {commonMessages.app.restrictedTo} {brand || commonMessages.layout.brandFallback}
          </p>
        </CardFooter>
      </Card>
    </main>
  );
}
