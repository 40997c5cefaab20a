import { StreamEvent } from '@quarry/contracts/research';
import { createParser } from 'eventsource-parser';

export interface NumberedEvent {
  /** The block's `id:` line, when it has one. */
  id: number | undefined;
  event: StreamEvent;
}

/** Splits `text` (an event stream's body) into its events, each with its id; comments are skipped. */
export function parseEventBlocks(text: string): NumberedEvent[] {
  const events: NumberedEvent[] = [];
  const parser = createParser({
    onEvent: ({ id, data }) =>
      events.push({
        id: id === undefined ? undefined : Number(id),
        event: StreamEvent.parse(JSON.parse(data)),
      }),
  });
  // A last block without its blank line still counts.
  parser.feed(`${text}\n\n`);
  return events;
}

/** Reads a run's event stream to its end, parsing every event with the contract's schema. */
export async function readEventStream(response: Response): Promise<StreamEvent[]> {
  return parseEventBlocks(await response.text()).map((block) => block.event);
}
