import { PageHead } from '@/components/layouts/page-head';
import { StreamlitLaunchScreen } from '@/features/streamlit/components/streamlit-launch-screen';

export function StreamlitRoute() {
  return (
    <>
      <PageHead
        title="Analytics"
        description="Check your setup and open the analytics interface for your reports."
      />
      <StreamlitLaunchScreen />
    </>
  );
}
