import { ErrorEnum, type FailureEnvelope } from '@sanchay/contract';
import { messages } from '@sanchay/domain';

/** The generic catalogue message (spec 1 §8), used whenever the cause must not be shown. */
export const GENERIC_FAILURE_MESSAGE = messages.generic.somethingWentWrong;

export function success<T>(responseData: T): { operationMessage: 'success'; responseData: T } {
  return { operationMessage: 'success', responseData };
}

export function failure(
  errorEnum: FailureEnvelope['errorEnum'],
  message: string,
  fieldErrors?: Record<string, string>,
): FailureEnvelope {
  const envelope: FailureEnvelope = { operationMessage: 'failure', responseData: null, errorEnum, message };
  if (fieldErrors && Object.keys(fieldErrors).length > 0) envelope.fieldErrors = fieldErrors;
  return envelope;
}

export const internalFailure = (): FailureEnvelope => failure(ErrorEnum.INTERNAL, GENERIC_FAILURE_MESSAGE);
