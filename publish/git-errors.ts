// The failures of publishing's git steps that a person is told about, in words.

/** The shared repository changed the same thing differently, or in a way git cannot merge: a person must decide. */
export class ConflictError extends Error {
  override name = 'ConflictError';
}

/** The shared repository could not be reached, or refused the change. */
export class PushFailed extends Error {
  override name = 'PushFailed';
}
