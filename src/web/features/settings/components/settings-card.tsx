import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import type { ReactNode } from 'react';

/** One setting of /settings: its title and what it changes, then its controls. */
export function SettingsCard({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription className="text-pretty">{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">{children}</CardContent>
    </Card>
  );
}
