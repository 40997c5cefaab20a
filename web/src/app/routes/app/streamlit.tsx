import { StreamlitLaunchScreen } from '@/features/streamlit/components/streamlit-launch-screen';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function StreamlitRoute() {
  usePageMetadata({
    title: 'Analytics',
    description: 'Check your setup and open the analytics interface for your reports.',
  });
  return <StreamlitLaunchScreen />;
}
