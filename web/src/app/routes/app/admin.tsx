import { AdminRedirect } from '@/features/admin/components/admin-redirect';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function AdminRoute() {
  usePageMetadata({ title: 'Admin', description: "The system administrator's entry." });
  return <AdminRedirect />;
}
