// Who is looking at the publishing screens, as far as they need to know: a publisher (locally, the developer always
// is), and which publications are this person's own (locally, all of them: there are no people).
import { useSignedIn } from '../account/session.ts';
import type { PublicationSummary } from './publish-api.ts';

export interface Viewer {
  publisher: boolean;
  owns(publication: Pick<PublicationSummary, 'author'>): boolean;
}

export function useViewer(): Viewer {
  const signedIn = useSignedIn();
  if (!signedIn) return { publisher: true, owns: () => true };
  const { person } = signedIn;
  return {
    publisher: person.role === 'publisher',
    owns: (publication) =>
      publication.author.id === person.id || publication.author.email.toLowerCase() === person.email.toLowerCase(),
  };
}
