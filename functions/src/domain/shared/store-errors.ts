import { AppError } from './app-error';

export function documentNotFound(collection: string, id: string): AppError {
  return new AppError({
    code: 'STORE.NOT_FOUND',
    httpStatus: 404,
    message: `No document ${collection}/${id}`,
  });
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
