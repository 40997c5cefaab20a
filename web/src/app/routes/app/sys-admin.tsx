import { SysAdminScreen } from '@/features/admin/components/sys-admin-screen';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function SysAdminRoute() {
  usePageMetadata({
    title: 'System Administration',
    description: 'Prompts, models, free access and the danger zone.',
  });
  return <SysAdminScreen />;
}
