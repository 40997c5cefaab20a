import { Lock } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** Where the user's secrets are and how they are protected. */
export function EncryptionInfoCard() {
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-2">
        <Lock className="size-5 text-muted-foreground" aria-hidden="true" />
        <CardTitle className="text-lg">Encryption</CardTitle>
      </CardHeader>
      <CardContent className="text-sm text-muted-foreground">
        Your Google Drive token, your Gemini API key and your User Encryption Key are stored encrypted with
        Google Cloud Key Management Service (KMS). Nobody at Quarry can read them.
      </CardContent>
    </Card>
  );
}
