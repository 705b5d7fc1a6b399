/** @jsxImportSource react */
// The History screen (/admin/history online, /history locally): every published version, newest first, who published
// it, when, and what changed in words; the live one says so. A publisher can put the site back to any version: after
// asking, that makes a new version (nothing is deleted), and the screen follows it until it is live.
import { useCallback, useEffect, useRef, useState } from 'react';
import { publishApi } from './publish-api.ts';
import type { Version } from '../../../model/publications.ts';
import { followPublication } from './follow.ts';
import { ChangeLines, ListSection, problemWords } from './parts.tsx';
import { PublicationPictures } from './Pictures.tsx';
import { progressWords, shortWhen } from './words.ts';
import { useViewer } from './viewer.ts';
import { RemoveDialog } from '../dialogs/RemoveDialog.tsx';
import { Problem, ScreenHeading } from '../account/parts.tsx';
import './publish.css';

function useVersions() {
  const [versions, setVersions] = useState<Version[]>();
  const [problem, setProblem] = useState('');
  const listAgain = useCallback(() => {
    publishApi.history().then(
      (found) => {
        setVersions(found.versions);
        setProblem('');
      },
      (error: unknown) => setProblem(problemWords(error)),
    );
  }, []);
  useEffect(listAgain, [listAgain]);
  return { versions, problem, setProblem, listAgain };
}

/** Rolls back to a version and says how it goes, step by step, until it is live (or is not). */
function useRollback(listAgain: () => void, setProblem: (problem: string) => void) {
  const [progress, setProgress] = useState('');
  const [running, setRunning] = useState(false);
  const gone = useRef(false);
  useEffect(
    () => () => {
      gone.current = true;
    },
    [],
  );
  const rollBack = async (version: Version) => {
    setRunning(true);
    setProblem('');
    try {
      const started = await publishApi.rollback(version.commit);
      const ended = await followPublication(
        started,
        (p) => setProgress(progressWords(p)),
        () => gone.current,
      );
      setProgress(progressWords(ended));
      listAgain();
    } catch (error) {
      setProgress('');
      setProblem(problemWords(error));
    } finally {
      setRunning(false);
    }
  };
  return { progress, running, rollBack };
}

function VersionItem({
  version,
  canRollBack,
  onRollBack,
}: {
  version: Version;
  canRollBack: boolean;
  onRollBack(): void;
}) {
  return (
    <li className={version.live ? 'live' : undefined}>
      <div>
        <p className="publish-who">
          {shortWhen(version.date)}, by {version.author.name}
          {version.live && <strong className="publish-live"> Live now</strong>}
        </p>
        {version.approvedBy && <p className="publish-who">Approved by {version.approvedBy}</p>}
        {version.changes.length > 0 ? <ChangeLines changes={version.changes} /> : <p>{version.title}</p>}
        {version.publicationId !== undefined && <PublicationPictures id={version.publicationId} />}
        {canRollBack && !version.live && (
          <div className="account-actions">
            <button type="button" onClick={onRollBack}>
              Roll back to this version
            </button>
          </div>
        )}
      </div>
    </li>
  );
}

export function HistoryScreen() {
  const { publisher } = useViewer();
  const { versions, problem, setProblem, listAgain } = useVersions();
  const { progress, running, rollBack } = useRollback(listAgain, setProblem);
  const [asking, setAsking] = useState<Version>();
  return (
    <div className="publish-screen">
      <ScreenHeading>History</ScreenHeading>
      <Problem text={problem} />
      <p className="publish-step" role="status">
        {progress}
      </p>
      {!versions && !problem && <p>Listing versions…</p>}
      {versions && (
        <ListSection
          id="history-versions"
          title="Published versions, newest first"
          empty="Nothing has been published yet."
        >
          {versions.map((version) => (
            <VersionItem
              key={version.commit}
              version={version}
              canRollBack={publisher && !running}
              onRollBack={() => setAsking(version)}
            />
          ))}
        </ListSection>
      )}
      {asking && (
        <RemoveDialog
          question={`Put the site back to how it was on ${shortWhen(asking.date)}?`}
          explanation="This makes a new version; nothing is deleted."
          confirm="Roll back"
          onConfirm={() => void rollBack(asking)}
          onClose={() => setAsking(undefined)}
        />
      )}
    </div>
  );
}
