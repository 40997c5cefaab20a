import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ApiError } from '@/lib/api-error';

/** Spec part 3: a missing execution and any other load failure each have their own title and text. */
export function ExecutionLoadFailure({ error }: { error: Error }) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <Card role="alert">
      <CardHeader>
        <CardTitle asChild>
          <h1>{notFound ? 'Not Found' : 'Error'}</h1>
        </CardTitle>
        <CardDescription>
          {notFound ? 'Report execution not found' : 'Failed to load report execution'}
        </CardDescription>
      </CardHeader>
    </Card>
  );
}
