import { AlertCircle } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function NotFoundRoute() {
  usePageMetadata({ title: 'Page Not Found', description: 'This page does not exist.' });
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted p-4">
      <Card className="w-full max-w-md">
        <CardHeader className="flex-row items-center gap-2">
          <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
          <CardTitle asChild>
            <h1>Page Not Found</h1>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
        </CardContent>
      </Card>
    </main>
  );
}
