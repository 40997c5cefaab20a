import { SubscribeScreen } from '@/features/subscribe/components/subscribe-screen';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function SubscribeRoute() {
  usePageMetadata({
    title: 'Subscribe',
    description: 'Subscribe to the Teams plan, or manage your subscription.',
  });
  return <SubscribeScreen />;
}
