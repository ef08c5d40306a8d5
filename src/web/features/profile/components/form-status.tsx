import { Alert, AlertDescription } from '@web/components/ui/alert';
import { CircleAlertIcon, CircleCheckIcon } from 'lucide-react';

/** The inline result under a profile form: the success text, or the error in red. */
export function FormStatus({ success, error }: { success?: string | null; error?: string | null }) {
  if (error) {
    return (
      <Alert variant="destructive">
        <CircleAlertIcon aria-hidden />
        <AlertDescription>{error}</AlertDescription>
      </Alert>
    );
  }
  if (success) {
    return (
      <Alert role="status" className="border-emerald-600/25 bg-emerald-50 text-emerald-800">
        <CircleCheckIcon aria-hidden />
        <AlertDescription className="text-emerald-800">{success}</AlertDescription>
      </Alert>
    );
  }
  return null;
}
