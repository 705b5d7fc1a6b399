/** @jsxImportSource react */
// People (/admin/people), for publishers: invite someone, change a role, remove a person, withdraw an invite, end a
// session. An editor sees only that this is for publishers (the server refuses them the calls too).
import { accountApi } from './account-api.ts';
import { useLoaded } from './use-loaded.ts';
import { AllSessions } from './AllSessions.tsx';
import { InviteForm } from './InviteForm.tsx';
import { PeopleList } from './PeopleList.tsx';
import { Problem, ScreenHeading } from './parts.tsx';

/** The people, the open invites and everyone's sessions, in one go. */
async function loadPeople() {
  const [people, signedIn] = await Promise.all([accountApi.people(), accountApi.sessions()]);
  return { people, sessions: signedIn.sessions };
}

export function PeopleScreen() {
  const { data, note, problem, reload } = useLoaded(loadPeople);
  return (
    <>
      <ScreenHeading>People</ScreenHeading>
      <p role="status">{note}</p>
      <Problem text={problem} />
      <InviteForm onInvited={() => reload()} />
      {data && <PeopleList people={data.people} onChanged={reload} />}
      {data && <AllSessions sessions={data.sessions} onChanged={reload} />}
    </>
  );
}

/** What an editor sees at a publisher's screen. */
export function PublishersOnly({ what }: { what: string }) {
  return (
    <>
      <ScreenHeading>Only publishers can {what}</ScreenHeading>
      <p>Your role is editor. Ask a publisher of the site if you need this done.</p>
    </>
  );
}
