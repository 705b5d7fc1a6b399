// The editor online's own requests (sign-in, people, account) are small: their bodies are cut at 64 KB, so nobody,
// signed in or not, can make the server read more for them. The editor's manifest calls keep their 10 MB.
import { jsonBodyUpTo } from '../../editor/server/json-body.ts';

export const smallJsonBody = jsonBodyUpTo('64kb', '64 KB');
