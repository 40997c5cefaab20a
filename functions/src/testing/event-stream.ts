import { StreamEvent } from '@quarry/contracts/research';

export interface NumberedEvent {
  /** The block's `id:` line, when it has one. */
  id: number | undefined;
  event: StreamEvent;
}

/** Splits `text` (an event stream's body) into its events, each with its id; comments are skipped. */
export function parseEventBlocks(text: string): NumberedEvent[] {
  return text.split('\n\n').flatMap((block) => {
    const lines = block.split('\n');
    const data = lines.find((line) => line.startsWith('data: '));
    if (!data) return [];
    const id = lines.find((line) => line.startsWith('id: '));
    return [
      {
        id: id === undefined ? undefined : Number(id.slice('id: '.length)),
        event: StreamEvent.parse(JSON.parse(data.slice('data: '.length))),
      },
    ];
  });
}

/** Reads a run's event stream to its end, parsing every event with the contract's schema. */
export async function readEventStream(response: Response): Promise<StreamEvent[]> {
  return parseEventBlocks(await response.text()).map((block) => block.event);
}
