import type { Response } from 'express';
import {
  type Generated,
  generateContentResponse,
  newResponseId,
  streamedResponses,
} from './generate-response';

export type GenerateMethod = 'generateContent' | 'streamGenerateContent';

/**
 * Writes the model's answer in the shape the method asks for. `onDelivered` runs only once the whole
 * body has been handed to a connection still open, so stats can tell answers a client really got.
 */
export function sendAnswer(
  res: Response,
  method: GenerateMethod,
  generated: Generated,
  sse: boolean,
  onDelivered: () => void,
): void {
  res.once('finish', onDelivered);
  const responseId = newResponseId();
  if (method === 'generateContent') {
    res.json(generateContentResponse(generated, responseId));
    return;
  }
  const chunks = streamedResponses(generated, responseId);
  if (!sse) {
    // Without alt=sse the API streams one JSON array of the same chunks.
    res.json(chunks);
    return;
  }
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  for (const chunk of chunks) res.write(`data: ${JSON.stringify(chunk)}\r\n\r\n`);
  res.end();
}
