import { PageHead } from '@/components/layouts/page-head';
import { AdminRedirect } from '@/features/admin/components/admin-redirect';

export function AdminRoute() {
  return (
    <>
      <PageHead title="Admin" description="The system administrator's entry." />
      <AdminRedirect />
    </>
  );
}
