import { DriveDebugScreen } from '@/features/drive-debug/components/drive-debug-screen';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function DriveDebugRoute() {
  usePageMetadata({
    title: 'Drive Token Debug',
    description: 'Where your Google Drive authorization is kept.',
  });
  return <DriveDebugScreen />;
}
