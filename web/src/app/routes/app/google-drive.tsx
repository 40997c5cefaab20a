import { PageHead } from '@/components/layouts/page-head';
import { DrivePickerScreen } from '@/features/drive-picker/components/drive-picker-screen';

export function GoogleDriveRoute() {
  return (
    <>
      <PageHead
        title="My Google Drive"
        description="Choose the Google Drive folders your questions search."
      />
      <DrivePickerScreen />
    </>
  );
}
