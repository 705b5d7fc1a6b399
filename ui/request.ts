// The one way the browser talks to the server (spec sections 7 and 8). Every request carries credentials;
// a JSON body and its content type are added only when a body is given; any non-OK answer becomes an error.

/** A failed request. Its message is "<status>: <response text>" (or the status text when the body is empty). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The response body as text ('' when empty). */
    readonly body: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The body parsed as JSON, or undefined when it is not JSON. */
  json(): unknown {
    try {
      return JSON.parse(this.body) as unknown;
    } catch {
      return undefined;
    }
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text();
  throw new ApiError(response.status, body, `${response.status}: ${body || response.statusText}`);
}

/** Sends `method url`, with `body` as JSON when given. Resolves with the response when it is OK; throws ApiError otherwise. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: body !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(response);
  return response;
}

/**
 * Reads JSON from `url` (the default data fetch of spec 7). A 401 is an error unless `on401` is 'returnNull'.
 * No page uses it yet; it is here so a future data query follows the same rules as the forms' requests.
 */
export async function getJson<T>(
  url: string,
  { on401 = 'throw' }: { on401?: 'throw' | 'returnNull' } = {},
): Promise<T | null> {
  const response = await fetch(url, { credentials: 'include' });
  if (on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}
