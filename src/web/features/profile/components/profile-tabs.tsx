import { authMessages } from '@shared/messages/auth';
import { usersMessages } from '@shared/messages/users';
import type { SessionUser } from '@shared/schemas/user';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Separator } from '@web/components/ui/separator';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import type * as React from 'react';
import { AccountForm } from './account-form';
import { AvatarPicker } from './avatar-picker';
import { MyDataDownload } from './my-data-download';
import { PreferencesForm } from './preferences-form';
import { SecurityForm } from './security-form';
import { SessionsList } from './sessions-list';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">{children}</CardContent>
    </Card>
  );
}

/** SPEC 'Profile': Conta, Segurança and Preferências, each saving for real. */
export function ProfileTabs({ user }: { user: SessionUser }) {
  return (
    <Tabs defaultValue="conta" className="gap-4">
      <TabsList className="grid w-full grid-cols-3 sm:w-fit">
        <TabsTrigger value="conta">{usersMessages.profile.tabAccount}</TabsTrigger>
        <TabsTrigger value="seguranca">{usersMessages.profile.tabSecurity}</TabsTrigger>
        <TabsTrigger value="preferencias">{usersMessages.profile.tabPreferences}</TabsTrigger>
      </TabsList>
      <TabsContent value="conta" className="grid gap-4">
        <Section
          title={usersMessages.profile.accountTitle}
          description={usersMessages.profile.accountDescription}
        >
          <AvatarPicker user={user} />
          <Separator />
          <AccountForm user={user} />
        </Section>
        <Section
          title={usersMessages.profile.myDataTitle}
          description={usersMessages.profile.myDataDescription}
        >
          <MyDataDownload />
        </Section>
      </TabsContent>
      <TabsContent value="seguranca" className="grid gap-4">
        <Section
          title={usersMessages.profile.securityTitle}
          description={usersMessages.profile.securityDescription}
        >
          <SecurityForm userInputs={[user.name, user.email]} />
        </Section>
        <Section title={authMessages.sessions.title} description={authMessages.sessions.description}>
          <SessionsList />
        </Section>
      </TabsContent>
      <TabsContent value="preferencias">
        <Section
          title={usersMessages.profile.preferencesTitle}
          description={usersMessages.profile.preferencesDescription}
        >
          <PreferencesForm user={user} />
        </Section>
      </TabsContent>
    </Tabs>
  );
}
