// The address an invite is sent as. Its token is in the fragment, which browsers never send: it stays out of server
// and proxy logs and Referer headers; the welcome page reads it and removes it from the address bar.
import type { AdminConfig } from './config.ts';
import { ADMIN_PREFIX } from '../model/serving.ts';

export const inviteLink = (config: AdminConfig, token: string) =>
  `${config.origin}${ADMIN_PREFIX}/welcome#invite=${token}`;
