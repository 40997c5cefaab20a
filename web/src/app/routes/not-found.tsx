import { AlertCircle, House } from 'lucide-react';
import { Link } from 'react-router';
import { PageHead } from '@/components/layouts/page-head';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <>
      <PageHead title="Page Not Found" description="This page does not exist." />
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
          <CardFooter>
            {/* A dead end otherwise: the 404 card has no header or menu to leave by. */}
            <Button asChild variant="outline">
              <Link to={paths.home.getHref()}>
                <House aria-hidden="true" />
                Back to Home
              </Link>
            </Button>
          </CardFooter>
        </Card>
      </main>
    </>
  );
}
