import { failureMessages, type Failure, type FailureContext } from './error-catalogue';

export class ApiError extends Error {
  readonly failure: Failure;
  readonly messages: string[];

  constructor(failure: Failure, context: FailureContext = 'default') {
    const messages = failureMessages(failure, context);
    super(messages.join('\n'));
    this.name = 'ApiError';
    this.failure = failure;
    this.messages = messages;
  }

  get status(): number | undefined {
    return this.failure.kind === 'http' ? this.failure.status : undefined;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The texts to show for any thrown value. */
export function errorMessages(error: unknown): string[] {
  if (typeof error === 'string') return [error];
  if (isApiError(error)) return error.messages;
  if (error instanceof Error && error.message) return [error.message];
  return ['Something went wrong!'];
}
