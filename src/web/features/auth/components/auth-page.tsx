import { BackLink } from '@web/components/back-link';
import { Card, CardContent, CardFooter, CardHeader } from '@web/components/ui/card';
import type { ReactNode } from 'react';
import { AuthHeading } from './auth-heading';

export interface AuthPageProps {
  title: ReactNode;
  subtitle: string;
  /** The way out under the card's rule ('Voltar ao início'); none on the first run. */
  back?: { to: string; label: string };
  /** Under the card: the note on who may use the bank. */
  after?: ReactNode;
  children: ReactNode;
}

/** A signed-out page (/auth, /redefinir-senha): one card on the muted page, the logo and title on top. */
export function AuthPage({ title, subtitle, back, after, children }: AuthPageProps) {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center bg-muted/40 px-4 py-10">
      <Card className="w-full max-w-md gap-6">
        <CardHeader className="block">
          <AuthHeading title={title} subtitle={subtitle} />
        </CardHeader>
        <CardContent>{children}</CardContent>
        {back ? (
          <CardFooter className="justify-center border-t pt-6">
            <BackLink to={back.to} variant="quiet">
              {back.label}
            </BackLink>
          </CardFooter>
        ) : null}
      </Card>
      {after}
    </main>
  );
}
