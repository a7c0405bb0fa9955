/** Where secrets live: the OS keychain, or a 0600 file when no keychain answers. */
export interface SecretStore {
  readonly backend: 'keychain' | 'file';
  /** Why the keychain is not used, when it is not. */
  readonly fallbackReason?: string;
  get(name: string): Promise<string | null>;
  set(name: string, value: string): Promise<void>;
  delete(name: string): Promise<void>;
}
