// A publishing request refused, with the HTTP status the front doors answer it with and a sentence for the person.
export class PublishRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
