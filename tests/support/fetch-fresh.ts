/**
 * fetch on a connection of its own, closed after the reply. nginx and the Koa server close an idle keep-alive connection
 * 5 s after sending their last reply; fetch drops it 3 s after it has read that reply (their Keep-Alive hint, less its
 * margin). When the test process reads a reply seconds late (a loaded machine: Chromium, other test files), fetch can
 * send a request on a connection at the moment the server closes it: "SocketError: other side closed". No request
 * made with this goes out on a pooled connection, so none can meet one being closed.
 */
export function fetchFresh(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('connection', 'close');
  return fetch(url, { ...init, headers });
}
