// Developer: keys for apps, their webhooks, how to call the API, and the credits they spend.
// Radix Tabs (arrow keys move between tabs); the open tab is part of the screen's draft.
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { useDraft } from '../store/drafts.ts';
import '../styles/developer.css';
import { ApiTab } from './developer/ApiTab.tsx';
import { CreditsPanel } from './developer/CreditsPanel.tsx';
import { KeysTab } from './developer/KeysTab.tsx';
import type { Secrets } from './developer/ShownOnce.tsx';
import { WebhooksTab } from './developer/WebhooksTab.tsx';

const TABS = ['keys', 'webhooks', 'api'] as const;

export function DeveloperScreen() {
  const [tab, setTab] = useDraft<string>('developer', 'tab', 'keys');
  // Secrets shown once live only in memory: never in a draft, never in storage.
  const [secrets, setSecrets] = useState<Secrets | null>(null);
  return (
    <section aria-labelledby="developer-heading" className="screen developer">
      <header className="dev-header">
        <h2 id="developer-heading">Developer</h2>
        <p className="muted">Keys for your apps and agents, their webhooks, and how to call the service.</p>
      </header>
      <div className="dev-layout">
        <Tabs.Root value={TABS.includes(tab as never) ? tab : 'keys'} onValueChange={setTab} className="dev-tabs">
          <Tabs.List aria-label="Developer" className="dev-tab-list">
            <Tabs.Trigger value="keys" className="dev-tab">
              Keys
            </Tabs.Trigger>
            <Tabs.Trigger value="webhooks" className="dev-tab">
              Webhooks
            </Tabs.Trigger>
            <Tabs.Trigger value="api" className="dev-tab">
              API
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="keys" className="tab-panel">
            <KeysTab secrets={secrets} onSecrets={setSecrets} />
          </Tabs.Content>
          <Tabs.Content value="webhooks" className="tab-panel">
            <WebhooksTab secrets={secrets} onSecrets={setSecrets} />
          </Tabs.Content>
          <Tabs.Content value="api" className="tab-panel">
            <ApiTab />
          </Tabs.Content>
        </Tabs.Root>
        <CreditsPanel />
      </div>
    </section>
  );
}
