/**
 * Wraps (encrypts) and unwraps each user's data key with a key the application never stores next
 * to the data: Cloud KMS in the cloud, a local master key for self-hosting and tests.
 * `context` is bound to the wrapped key as additional authenticated data (the user it belongs to).
 */
export interface KeyWrapper {
  /** Identifies the wrapping key (e.g. the KMS key name or `local:v1`), stored beside each wrapped key. */
  readonly keyVersion: string;
  wrap(dataKey: Buffer, context: string): Promise<string>;
  unwrap(wrapped: string, context: string): Promise<Buffer>;
}
