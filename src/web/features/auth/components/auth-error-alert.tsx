import { Alert, AlertDescription } from '@web/components/ui/alert';
import { CircleAlertIcon } from 'lucide-react';

/** SPEC: authentication errors in a destructive (red) alert. */
export function AuthErrorAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <CircleAlertIcon aria-hidden />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}
