import { AppError } from './app-error';

export function documentNotFound(collection: string, id: string): AppError {
  return new AppError({
    code: 'STORE.NOT_FOUND',
    httpStatus: 404,
    message: `No document ${collection}/${id}`,
  });
}

/** For `.catch`: an update of a document deleted meanwhile (Clear All as a run ended) has nothing to mark. */
export function unlessDeleted(error: unknown): void {
  if ((error as { code?: string }).code !== 'STORE.NOT_FOUND') throw error;
}

export function transactionAborted(attempts: number): AppError {
  return new AppError({
    code: 'STORE.TRANSACTION_ABORTED',
    httpStatus: 503,
    message: `Transaction gave up after ${attempts} attempts because its data kept changing`,
  });
}

export function documentTooLarge(collection: string, id: string, bytes: number): AppError {
  return new AppError({
    code: 'STORE.TOO_LARGE',
    httpStatus: 413,
    message: `Document ${collection}/${id} would hold ${bytes} bytes, over the 1 MiB a document may hold`,
  });
}
