/** @jsxImportSource react */
// Inviting someone: their name, e-mail address and role. The answer is a one-time link for the publisher to send
// them (the editor sends no e-mail), valid until the time it shows.
import { useState, type FormEvent } from 'react';
import { accountApi, type Role } from './account-api.ts';
import { inWords, Problem, ROLE_WORDS, when } from './parts.tsx';

/** The link to send, with a Copy button and when it stops working. */
function InviteLink({ name, link, expiresAt }: { name: string; link: string; expiresAt: string }) {
  const [copied, setCopied] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('The link is copied.');
    } catch {
      setCopied('This browser did not allow copying: select the link and copy it yourself.');
    }
  };
  return (
    <div className="invite-link">
      <p>
        Send this link to {name} yourself, by e-mail or message. It works once, until {when(expiresAt)}.
      </p>
      <label>
        Invite link for {name}
        <input type="text" readOnly value={link} onFocus={(event) => event.target.select()} />
      </label>
      <div className="account-actions">
        <button type="button" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <p role="status">{copied}</p>
    </div>
  );
}

export function InviteForm({ onInvited }: { onInvited(): Promise<void> }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [sent, setSent] = useState<{ name: string; link: string; expiresAt: string }>();
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem('');
    try {
      const invited = await accountApi.invite(name.trim(), email.trim(), role);
      setSent({ name: name.trim(), ...invited });
      setName('');
      setEmail('');
      await onInvited();
    } catch (error) {
      setProblem(inWords(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="invite-title">
      <h2 id="invite-title">Invite someone</h2>
      <form className="account-form" onSubmit={submit}>
        <label>
          Name
          <input type="text" required autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <label>
          E-mail
          <input type="email" required autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <fieldset>
          <legend>Role</legend>
          {(['editor', 'publisher'] as const).map((choice) => (
            <label key={choice} className="check">
              <input
                type="radio"
                name="invite-role"
                value={choice}
                checked={role === choice}
                onChange={() => setRole(choice)}
              />
              {ROLE_WORDS[choice]}
            </label>
          ))}
        </fieldset>
        <div className="account-actions">
          <button type="submit" className="primary" disabled={busy}>
            Make an invite link
          </button>
        </div>
        <Problem text={problem} />
      </form>
      {sent && <InviteLink {...sent} />}
    </section>
  );
}
