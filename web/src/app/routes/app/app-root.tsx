import { Outlet } from 'react-router';
import { AppLayout } from '@/components/layouts/app-layout';
import { AvatarMenu } from '@/features/navigation/components/avatar-menu';
import { MainMenu } from '@/features/navigation/components/main-menu';

/** The frame of every signed-in screen; its menus load the profile, so a lost session returns to /. */
export function AppRoot() {
  return (
    <AppLayout menu={<MainMenu />} account={<AvatarMenu />}>
      <Outlet />
    </AppLayout>
  );
}
