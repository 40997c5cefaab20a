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
