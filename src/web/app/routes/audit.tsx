import { Page } from '@web/components/page';
import { AuditScreen } from '@web/features/audit/components/audit-screen';

/** Issue 17 'Auditoria' (admin): the audit log of administrative actions, with its CSV. */
export default function AuditRoute() {
  return (
    <Page>
      <AuditScreen />
    </Page>
  );
}
