import { AppError, invalid, notFound } from '../core/app-error.ts';
import { newId } from '../core/ids.ts';
import type { ApiKeyRepo, ApiKeyRow } from './api-key-repo.ts';
import { displayPrefix, hashSecret, KEY_PREFIX, newApiKeySecret } from './key-material.ts';
import type { Principal } from './principal.ts';
import { classifyStorageFault } from '../storage/faults.ts';
import type { ApiKeyPatch, ApiKeyView, CreateApiKey } from '../contract/api-key.ts';

export type { ApiKeyView } from '../contract/api-key.ts';

function toView(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    label: row.label,
    prefix: row.prefix,
    webhookUrl: row.webhook_url,
    creditLimit: row.credit_limit,
    creditsUsed: row.credits_used,
    // Held for work that has not ended, batches' reservations included (as the credits view shows it).
    creditsHeld: row.credits_held + (row.credits_reserved ?? 0),
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
    captureBodies: row.capture_bodies === 1,
  };
}

/**
 * Where a key's webhook signing secret is made and rotated (the secret store, through
 * webhooks/webhook-secrets.ts). Declared here, as what key use-cases need, so that keys do not
 * depend on the webhook folder, which depends on keys to find where to deliver.
 */
export interface KeySigningSecrets {
  ensure(keyId: string): Promise<{ secret: string; created: boolean }>;
  rotate(keyId: string): Promise<{ secret: string; previousExpiresAt: string } | null>;
}

/** Changes to a key; `webhookUrl: null` removes the URL (the secret is kept for when one is set again). */
export type { ApiKeyPatch } from '../contract/api-key.ts';

/** Checks a webhook URL: http(s), no credentials. Loopback receivers are the normal case here. */
function checkWebhookUrl(value: string, field = 'webhookUrl'): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid(field, 'must be an absolute http or https URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid(field, 'must be an http or https URL');
  if (url.username || url.password) {
    throw invalid(field, 'must not contain credentials; verify deliveries with the webhook signature instead');
  }
  return url.toString();
}

/** Use-cases of API keys: create, list, change, revoke, rotate the webhook secret, and resolving a bearer secret. */
export function createApiKeys(deps: { repo: ApiKeyRepo; webhookSecrets: KeySigningSecrets; now: () => Date }) {
  const { repo, webhookSecrets, now } = deps;
  // Last-used is advisory: write it at most once a minute per key to keep calls cheap.
  const lastTouched = new Map<string, number>();
  // Resolved keys by secret hash, so a request costs no query; cleared on every change of a
  // key (revoke, update), so a revocation still applies to the very next request.
  const principals = new Map<string, Extract<Principal, { kind: 'apiKey' }> | null>();

  return {
    async create(input: CreateApiKey) {
      const label = input.label.trim();
      if (!label) throw invalid('label', 'must not be empty');
      const webhookUrl = input.webhookUrl ? checkWebhookUrl(input.webhookUrl) : null;
      const key = newApiKeySecret();
      const id = newId('key');
      const webhookSecret = webhookUrl ? (await webhookSecrets.ensure(id)).secret : undefined;
      repo.insert({
        id,
        label,
        prefix: displayPrefix(key),
        hash: hashSecret(key),
        webhook_url: webhookUrl,
        credit_limit: input.creditLimit ?? null,
        created_at: now().toISOString(),
      });
      const apiKey = toView(repo.byId(id)!);
      return webhookSecret ? { key, webhookSecret, apiKey } : { key, apiKey };
    },

    list(): ApiKeyView[] {
      return repo.list().map(toView);
    },

    get(id: string): ApiKeyView {
      const row = repo.byId(id);
      if (!row) throw notFound('API key', id);
      return toView(row);
    },

    /**
     * Changes label, webhookUrl, creditLimit or captureBodies. Setting a webhookUrl on a key that has no
     * webhook secret yet creates one, returned this once. A new creditLimit applies to the
     * next hold; holds already made stand.
     */
    async update(id: string, patch: ApiKeyPatch): Promise<{ apiKey: ApiKeyView; webhookSecret?: string }> {
      const live = () => {
        const row = repo.byId(id);
        if (!row) throw notFound('API key', id);
        if (row.revoked_at) throw new AppError('conflict', `API key ${id} was revoked and can no longer be changed`);
        return row;
      };
      const before = live();
      const label = patch.label?.trim();
      if (label === '') throw invalid('label', 'must not be empty');
      const newUrl = typeof patch.webhookUrl === 'string' ? checkWebhookUrl(patch.webhookUrl) : patch.webhookUrl;
      const urlAfter = newUrl === undefined ? before.webhook_url : newUrl;
      const ensured = urlAfter ? await webhookSecrets.ensure(id) : undefined;
      // Merged with the row as it is after the await, so a concurrent change of another field survives.
      const row = live();
      principals.clear();
      repo.update(id, {
        label: label ?? row.label,
        webhook_url: newUrl === undefined ? row.webhook_url : newUrl,
        credit_limit: patch.creditLimit === undefined ? row.credit_limit : patch.creditLimit,
        capture_bodies: patch.captureBodies === undefined ? row.capture_bodies : patch.captureBodies ? 1 : 0,
      });
      const apiKey = toView(repo.byId(id)!);
      return ensured?.created ? { apiKey, webhookSecret: ensured.secret } : { apiKey };
    },

    /** A new webhook secret, shown once; the old one keeps signing beside it for 24 h. */
    async rotateWebhookSecret(id: string): Promise<{ webhookSecret: string; previousSecretExpiresAt: string; apiKey: ApiKeyView }> {
      const row = repo.byId(id);
      if (!row) throw notFound('API key', id);
      if (row.revoked_at) throw new AppError('conflict', `API key ${id} was revoked; its webhook secret cannot be rotated`);
      const rotated = await webhookSecrets.rotate(id);
      if (!rotated) {
        throw new AppError(
          'conflict',
          `API key ${id} has no webhook secret; set a webhookUrl (PATCH /api/v1/api-keys/${id}) to create one`,
        );
      }
      return { webhookSecret: rotated.secret, previousSecretExpiresAt: rotated.previousExpiresAt, apiKey: toView(repo.byId(id)!) };
    },

    /** Revocation takes effect on the very next request: lookups always read the row. */
    revoke(id: string): ApiKeyView {
      const row = repo.byId(id);
      if (!row) throw notFound('API key', id);
      if (!row.revoked_at) repo.revoke(id, now().toISOString());
      principals.clear();
      return toView(repo.byId(id)!);
    },

    /** The principal for an API key secret, or null when it is unknown or revoked. */
    authenticate(secret: string): Principal | null {
      if (!secret.startsWith(KEY_PREFIX)) return null;
      const hash = hashSecret(secret);
      let principal = principals.get(hash);
      if (principal === undefined) {
        const found = repo.byHash(hash);
        principal =
          found && !found.revoked_at
            ? {
                kind: 'apiKey',
                keyId: found.id,
                label: found.label,
                ...(found.capture_bodies === 1 ? { captureBodies: true as const } : {}),
              }
            : null;
        // Only known keys are cached: a flood of random secrets must not grow the map.
        if (principal) principals.set(hash, principal);
      }
      if (!principal) return null;
      const t = now().getTime();
      if ((lastTouched.get(principal.keyId) ?? 0) < t - 60_000) {
        lastTouched.set(principal.keyId, t);
        try {
          repo.touch(principal.keyId, new Date(t).toISOString());
        } catch (err) {
          // Advisory: on a full disk a request must not fail because "last used" was not written.
          if (!classifyStorageFault(err)) throw err;
        }
      }
      return principal;
    },

    assertActive(id: string): void {
      const row = repo.byId(id);
      if (!row || row.revoked_at) throw new AppError('unauthorized', 'This API key was revoked');
    },
  };
}

export type ApiKeys = ReturnType<typeof createApiKeys>;
