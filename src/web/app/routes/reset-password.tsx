import { authMessages } from '@shared/messages/auth';
import { BackLink } from '@web/components/back-link';
import { FormAlert } from '@web/components/form-alert';
import { Card, CardContent, CardFooter, CardHeader } from '@web/components/ui/card';
import { AuthHeading } from '@web/features/auth/components/auth-heading';
import { ResetPasswordForm } from '@web/features/auth/components/reset-password-form';
import { notify } from '@web/lib/notify';
import { paths } from '@web/lib/paths';
import { useNavigate, useSearchParams } from 'react-router';

/** /redefinir-senha?token=…: the page the reset e-mail links to; success goes to /auth. */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';

  const done = () => {
    notify.success(authMessages.auth.resetDone);
    navigate(paths.auth(), { replace: true });
  };

  return (
    <main className="flex min-h-svh flex-col items-center justify-center bg-muted/40 px-4 py-10">
      <Card className="w-full max-w-md gap-6">
        <CardHeader className="block">
          <AuthHeading title={authMessages.auth.resetTitle} subtitle={authMessages.auth.resetDescription} />
        </CardHeader>
        <CardContent>
          {token ? (
            <ResetPasswordForm token={token} onDone={done} />
          ) : (
            <FormAlert text={authMessages.auth.resetMissingToken} />
          )}
        </CardContent>
        <CardFooter className="justify-center border-t pt-6">
          <BackLink to={paths.auth()} variant="quiet">
            {authMessages.auth.backToLogin}
          </BackLink>
        </CardFooter>
      </Card>
    </main>
  );
}
