/**
 * Characters to tokens: Google's rule of thumb for Gemini is about four characters a token in
 * English; the emulator counts the same way. Used where tokens must be known before a call.
 */
export const CHARS_PER_TOKEN = 4;

export function tokensOf(chars: number): number {
  return Math.ceil(chars / CHARS_PER_TOKEN);
}
