import { PageHead } from '@/components/layouts/page-head';
import { SubscribeScreen } from '@/features/subscribe/components/subscribe-screen';

export function SubscribeRoute() {
  return (
    <>
      <PageHead title="Subscribe" description="Subscribe to the Teams plan, or manage your subscription." />
      <SubscribeScreen />
    </>
  );
}
