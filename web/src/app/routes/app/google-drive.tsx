import { DrivePickerScreen } from '@/features/drive-picker/components/drive-picker-screen';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function GoogleDriveRoute() {
  usePageMetadata({
    title: 'My Google Drive',
    description: 'Choose the Google Drive folders your questions search.',
  });
  return <DrivePickerScreen />;
}
