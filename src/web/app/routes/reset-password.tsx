import { authMessages } from '@shared/messages/auth';
import { FormAlert } from '@web/components/form-alert';
import { AuthPage } from '@web/features/auth/components/auth-page';
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
    <AuthPage
      title={authMessages.auth.resetTitle}
      subtitle={authMessages.auth.resetDescription}
      back={{ to: paths.auth(), label: authMessages.auth.backToLogin }}
    >
      {token ? (
        <ResetPasswordForm token={token} onDone={done} />
      ) : (
        <FormAlert text={authMessages.auth.resetMissingToken} />
      )}
    </AuthPage>
  );
}
