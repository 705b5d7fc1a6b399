// The editor online's people and audit log as the server sends them and the app shows them: one definition for both
// sides (server/store keeps more of each; admin/ answers with these).

/** Editors change content and submit it; publishers also publish, roll back and manage people. */
export type Role = 'editor' | 'publisher';

/** A person as the app sees them. */
export interface PersonSummary {
  id: number;
  name: string;
  email: string;
  role: Role;
}

/** An entry of the audit log, as the log screen and `npm run admin -- log` show it (newest first). */
export interface AuditEntry {
  id: number;
  at: string;
  actor: string | null;
  actorEmail: string | null;
  action: string;
  detail: string;
  address: string | null;
}
