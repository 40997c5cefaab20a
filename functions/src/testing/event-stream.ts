import { StreamEvent } from '@quarry/contracts/research';

/** Reads a `data: <json>` stream to its end, parsing every event with the contract's schema. */
export async function readEventStream(response: Response): Promise<StreamEvent[]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk.startsWith('data: '))
    .map((chunk) => StreamEvent.parse(JSON.parse(chunk.slice('data: '.length))));
}
