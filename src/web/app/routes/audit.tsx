import { AuditScreen } from '@web/features/audit/components/audit-screen';

/** Issue 17 'Auditoria' (admin): the audit log of administrative actions, with its CSV. */
export default function AuditRoute() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <AuditScreen />
    </div>
  );
}
