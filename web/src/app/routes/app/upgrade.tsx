import { PageHead } from '@/components/layouts/page-head';
import { PlansScreen } from '@/features/plans/components/plans-screen';

export function UpgradeRoute() {
  return (
    <>
      <PageHead
        title="Plans"
        description="Creator and Team Member are free; Team Leader is $25 a month, cancel anytime."
      />
      <PlansScreen />
    </>
  );
}
