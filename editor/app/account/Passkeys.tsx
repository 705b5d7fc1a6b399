/** @jsxImportSource react */
// Your passkeys: each with when it was added and last used; add another (a second device, a security key kept safe),
// remove one that is lost. The last one cannot be removed: without it, only a recovery code could sign you in.
import { useState, type FormEvent } from 'react';
import { RemoveDialog } from '../dialogs/RemoveDialog.tsx';
import { startRegistration } from '@simplewebauthn/browser';
import { accountApi, type Passkey } from './account-api.ts';
import { inWords, Problem, when } from './parts.tsx';

const ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth', 'Tenth'];
/** "Second passkey" when one exists. */
const suggestedName = (count: number) =>
  count < ORDINALS.length ? `${ORDINALS[count]} passkey` : `Passkey ${count + 1}`;

interface Props {
  passkeys: Passkey[];
  onChanged(note: string): Promise<void>;
}

function AddPasskey({ count, onChanged }: { count: number; onChanged: Props['onChanged'] }) {
  const [name, setName] = useState(suggestedName(count));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const add = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem('');
    try {
      const { ceremony, options } = await accountApi.passkeyOptions();
      const response = await startRegistration({ optionsJSON: options });
      const named = name.trim() || suggestedName(count);
      await accountApi.addPasskey(ceremony, response, named);
      setName(suggestedName(count + 1));
      await onChanged(`The passkey “${named}” was added.`);
    } catch (error) {
      setProblem(inWords(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="account-form" onSubmit={add}>
      <label>
        Name of the new passkey
        <input type="text" value={name} maxLength={60} onChange={(event) => setName(event.target.value)} />
      </label>
      <div className="account-actions">
        <button type="submit" disabled={busy}>
          Add another passkey
        </button>
      </div>
      <Problem text={problem} />
    </form>
  );
}

export function Passkeys({ passkeys, onChanged }: Props) {
  const [problem, setProblem] = useState('');
  const [removing, setRemoving] = useState<Passkey>();
  const only = passkeys.length === 1;
  const remove = async (passkey: Passkey) => {
    setProblem('');
    try {
      await accountApi.removePasskey(passkey.id);
      await onChanged(`The passkey “${passkey.name}” was removed.`);
    } catch (error) {
      setProblem(inWords(error));
    }
  };
  return (
    <section aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">Your passkeys</h2>
      <ul className="account-list">
        {passkeys.map((passkey) => (
          <li key={passkey.id}>
            <div>
              <strong>{passkey.name}</strong>
              <br />
              Added {when(passkey.createdAt)}; last used {when(passkey.lastUsedAt)}
            </div>
            <button
              type="button"
              className="danger"
              disabled={only}
              aria-label={`Remove the passkey “${passkey.name}”`}
              onClick={() => setRemoving(passkey)}
            >
              Remove
            </button>
          </li>
        ))}
      </ul>
      {only && <p className="account-note">Your only passkey cannot be removed: add another one first.</p>}
      <Problem text={problem} />
      <AddPasskey count={passkeys.length} onChanged={onChanged} />
      {removing && (
        <RemoveDialog
          question={`Remove the passkey “${removing.name}”?`}
          explanation="You can no longer sign in with it. Your other passkeys and your recovery codes still work."
          confirm="Remove the passkey"
          onConfirm={() => void remove(removing)}
          onClose={() => setRemoving(undefined)}
        />
      )}
    </section>
  );
}
