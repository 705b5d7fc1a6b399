/** @jsxImportSource react */
// Ten new recovery codes, shown this once: each signs in one time when a passkey is lost. The person copies or
// downloads them and says they have kept them before going on.
import { useId, useState } from 'react';

interface Props {
  codes: string[];
  /** The button that goes on: "Open the editor", "Done". */
  doneLabel: string;
  onDone(): void;
}

const FILE_NAME = 'site-editor-recovery-codes.txt';

function download(text: string): void {
  const address = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = address;
  link.download = FILE_NAME;
  link.click();
  setTimeout(() => URL.revokeObjectURL(address), 0);
}

export function RecoveryCodes({ codes, doneLabel, onDone }: Props) {
  const [kept, setKept] = useState(false);
  const [copied, setCopied] = useState('');
  const titleId = useId();
  const text = `Recovery codes for the site editor at ${window.location.host}\nEach code works once.\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('The codes are copied.');
    } catch {
      setCopied('This browser did not allow copying: select the codes and copy them yourself.');
    }
  };
  return (
    <section className="recovery-codes" aria-labelledby={titleId}>
      <h2 id={titleId}>Your recovery codes</h2>
      <p>
        If you lose your passkey, each of these codes lets you sign in once. They are shown only now: keep them
        somewhere safe, such as a password manager or a printed page in a locked drawer.
      </p>
      <ol className="code-list" aria-label="Your recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="account-actions">
        <button type="button" onClick={() => void copy()}>
          Copy
        </button>
        <button type="button" onClick={() => download(text)}>
          Download as a text file
        </button>
      </div>
      <p role="status">{copied}</p>
      <label className="check">
        <input type="checkbox" checked={kept} onChange={(event) => setKept(event.target.checked)} />I have kept these
        codes somewhere safe
      </label>
      <div className="account-actions">
        <button type="button" className="primary" disabled={!kept} onClick={onDone}>
          {doneLabel}
        </button>
      </div>
    </section>
  );
}
