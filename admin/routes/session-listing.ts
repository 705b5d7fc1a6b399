// A session as the account and people screens list it: its public id, never its cookie value or form key.
import type { SessionInfo } from '../../server/store/sessions-store.ts';

export const sessionListing = (session: SessionInfo, current: string | undefined) => ({
  id: session.id,
  current: session.id === current,
  createdAt: new Date(session.createdAt).toISOString(),
  lastSeenAt: new Date(session.lastSeenAt).toISOString(),
  address: session.address,
  userAgent: session.userAgent,
});
