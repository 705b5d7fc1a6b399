/** @jsxImportSource react */
// The Publishing screen (/admin/publishing online, /publishing locally): changes waiting for a publisher's review,
// scheduled ones, the one publishing now with its step, and what ended lately. It asks again every second while
// something runs, and every few seconds otherwise, so an approval elsewhere shows without a reload.
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { publishApi, type PublicationLists } from './publish-api.ts';
import { ListSection, problemWords } from './parts.tsx';
import { RecentItem, RunningItem, ScheduledItem, WaitingItem, type ItemProps } from './PublicationItems.tsx';
import { useViewer } from './viewer.ts';
import { Problem, ScreenHeading } from '../account/parts.tsx';
import './publish.css';

const RUNNING_EVERY_MS = 1000;
const IDLE_EVERY_MS = 5000;

function useLists() {
  const [lists, setLists] = useState<PublicationLists>();
  const [problem, setProblem] = useState('');
  const [round, setRound] = useState(0);
  const listAgain = useCallback(() => setRound((count) => count + 1), []);
  useEffect(() => {
    let latest = true;
    publishApi.list().then(
      (found) => {
        if (!latest) return;
        setLists(found);
        setProblem('');
      },
      (error: unknown) => latest && setProblem(problemWords(error)),
    );
    return () => {
      latest = false;
    };
  }, [round]);
  const running = (lists?.running.length ?? 0) > 0;
  useEffect(() => {
    const timer = setTimeout(listAgain, running ? RUNNING_EVERY_MS : IDLE_EVERY_MS);
    return () => clearTimeout(timer);
  }, [lists, running, listAgain, problem]);
  return { lists, problem, setProblem, listAgain };
}

export function PublishingScreen() {
  const viewer = useViewer();
  const { lists, problem, setProblem, listAgain } = useLists();
  const [busy, setBusy] = useState(false);
  const act: ItemProps['act'] = (action) => {
    setBusy(true);
    action().then(
      () => {
        setBusy(false);
        listAgain();
      },
      (error: unknown) => {
        setBusy(false);
        setProblem(problemWords(error));
      },
    );
  };
  const item = (Item: ComponentType<ItemProps>) => (publication: ItemProps['publication']) => (
    <Item key={publication.id} publication={publication} viewer={viewer} act={act} />
  );
  return (
    <div className="publish-screen" aria-busy={busy}>
      <ScreenHeading>Publishing</ScreenHeading>
      <Problem text={problem} />
      {!lists && !problem && <p role="status">Listing publications…</p>}
      {lists && (
        <>
          <ListSection id="publish-waiting" title="Waiting for review" empty="Nothing is waiting for review.">
            {lists.waiting.map(item(WaitingItem))}
          </ListSection>
          <ListSection id="publish-scheduled" title="Scheduled" empty="Nothing is scheduled.">
            {lists.scheduled.map(item(ScheduledItem))}
          </ListSection>
          <ListSection id="publish-running" title="Running" empty="Nothing is publishing now.">
            {lists.running.map(item(RunningItem))}
          </ListSection>
          <ListSection id="publish-recent" title="Recent" empty="Nothing was published lately.">
            {lists.recent.map(item(RecentItem))}
          </ListSection>
        </>
      )}
    </div>
  );
}
