import { Alert, AlertDescription } from '@web/components/ui/alert';
import { CircleAlertIcon } from 'lucide-react';

/** The red message above a form (a server refusal no field owns); nothing when there is none. */
export function FormAlert({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <Alert variant="destructive">
      <CircleAlertIcon aria-hidden />
      <AlertDescription>{text}</AlertDescription>
    </Alert>
  );
}
