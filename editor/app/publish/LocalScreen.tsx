/** @jsxImportSource react */
// Locally (`npm run edit`) the Publishing and History screens show in place of the editor's panes, under its top bar,
// when the address is /publishing or /history; the editor stays as it was, undo history and all.
import { ScreenLink } from '../account/parts.tsx';
import { HistoryScreen } from './HistoryScreen.tsx';
import { PublishingScreen } from './PublishingScreen.tsx';

export function LocalScreen({ screen }: { screen: 'publishing' | 'history' }) {
  return (
    <main className="account-screen">
      <p>
        <ScreenLink screen="editor">Back to the editor</ScreenLink>
      </p>
      {screen === 'publishing' ? <PublishingScreen /> : <HistoryScreen />}
    </main>
  );
}
