import { PageHead } from '@/components/layouts/page-head';
import { SysAdminScreen } from '@/features/admin/components/sys-admin-screen';

export function SysAdminRoute() {
  return (
    <>
      <PageHead
        title="System Administration"
        description="Prompts, models, free access and the danger zone."
      />
      <SysAdminScreen />
    </>
  );
}
