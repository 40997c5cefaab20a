import { PageHead } from '@/components/layouts/page-head';
import { DriveDebugScreen } from '@/features/drive-debug/components/drive-debug-screen';

export function DriveDebugRoute() {
  return (
    <>
      <PageHead title="Drive Token Debug" description="Where your Google Drive authorization is kept." />
      <DriveDebugScreen />
    </>
  );
}
