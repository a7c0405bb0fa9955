/** The public view of an API key: never its secret or its webhook secret. */
export interface ApiKeyView {
  id: string;
  label: string;
  prefix: string;
  webhookUrl: string | null;
  creditLimit: number | null;
  creditsUsed: number;
  creditsHeld: number;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}
