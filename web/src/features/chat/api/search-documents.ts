import { type FoundDocument, SearchDocumentsResponse } from '@quarry/contracts/research';
import { api } from '@/lib/api-client';

/** Step 2 of the query flow: a live Drive search; the answer comes sorted, with each file's badge. */
export async function searchDocuments(
  keywords: string[],
  negativeKeywords: string[],
): Promise<FoundDocument[]> {
  const { documents } = await api.request('POST', '/api/query/search-documents', {
    body: { keywords, negativeKeywords },
    schema: SearchDocumentsResponse,
  });
  return documents;
}
