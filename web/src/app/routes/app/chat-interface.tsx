import { Spinner } from '@/components/ui/spinner';
import { usePageMetadata } from '@/hooks/use-page-metadata';
import { useProfile } from '@/lib/account/get-profile';

export function ChatInterfaceRoute() {
  usePageMetadata({ title: 'Chat', description: 'Ask questions about the documents in your Google Drive.' });
  const { data: profile } = useProfile();
  return (
    <section className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold tracking-tight">Chat</h1>
      {profile ? (
        <p className="text-muted-foreground">Signed in as {profile.name}</p>
      ) : (
        <Spinner label="Loading your profile" />
      )}
    </section>
  );
}
