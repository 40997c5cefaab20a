import { PlansScreen } from '@/features/plans/components/plans-screen';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function UpgradeRoute() {
  usePageMetadata({
    title: 'Plans',
    description: 'Creator and Team Member are free; Team Leader is $25 a month, cancel anytime.',
  });
  return <PlansScreen />;
}
