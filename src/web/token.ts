// The token panel: client id and secret go to the real POST /v1/oauth/token; the token is kept for
// this tab (sessionStorage) and its remaining lifetime counts down.
import { byId } from './dom.js';

const STORAGE_KEY = 'skyref.token';

interface StoredToken {
  value: string;
  expiresAt: number;
}

export class TokenPanel {
  private token: StoredToken | undefined;
  private timer: number | undefined;
  private readonly listeners: (() => void)[] = [];

  constructor() {
    try {
      const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as StoredToken | null;
      if (saved && typeof saved.value === 'string' && saved.expiresAt > Date.now()) this.token = saved;
    } catch {
      sessionStorage.removeItem(STORAGE_KEY);
    }
    byId<HTMLFormElement>('token-form').addEventListener('submit', (event) => {
      event.preventDefault();
      void this.request();
    });
    this.show();
  }

  /** The token while it is valid. */
  get current(): string | undefined {
    return this.token && this.token.expiresAt > Date.now() ? this.token.value : undefined;
  }

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Keeps a token obtained elsewhere (the token operation in the request panel). */
  adopt(value: string, expiresIn: number): void {
    this.token = { value, expiresAt: Date.now() + expiresIn * 1000 };
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(this.token));
    this.show();
    for (const l of this.listeners) l();
  }

  private async request(): Promise<void> {
    const status = byId('token-status');
    const button = byId<HTMLButtonElement>('get-token');
    button.disabled = true;
    status.textContent = 'Asking for a token…';
    status.className = 'status-line';
    try {
      const res = await fetch('/v1/oauth/token', {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: byId<HTMLInputElement>('client-id').value,
          client_secret: byId<HTMLInputElement>('client-secret').value,
        }),
      });
      const body = (await res.json()) as { access_token?: string; expires_in?: number; error?: string; error_description?: string };
      if (res.ok && body.access_token && body.expires_in) {
        this.adopt(body.access_token, body.expires_in);
      } else {
        status.textContent = `${res.status} ${body.error ?? ''}: ${body.error_description ?? 'no token'}`;
        status.className = 'status-line bad';
      }
    } catch (error) {
      status.textContent = `The request failed: ${String(error)}`;
      status.className = 'status-line bad';
    } finally {
      button.disabled = false;
    }
  }

  private show(): void {
    window.clearInterval(this.timer);
    const tick = () => {
      const status = byId('token-status');
      const left = this.token ? Math.max(0, Math.round((this.token.expiresAt - Date.now()) / 1000)) : 0;
      if (!this.token) {
        status.textContent = 'No token yet.';
        status.className = 'status-line';
        return;
      }
      if (left === 0) {
        status.textContent = 'The token has expired: get a new one.';
        status.className = 'status-line bad';
        window.clearInterval(this.timer);
        for (const l of this.listeners) l();
        return;
      }
      const hms = [Math.floor(left / 3600), Math.floor((left % 3600) / 60), left % 60].map((n, i) => (i === 0 ? String(n) : String(n).padStart(2, '0')));
      status.replaceChildren('Token valid for ', Object.assign(document.createElement('output'), { id: 'token-countdown', textContent: hms.join(':') }));
      status.className = 'status-line good';
    };
    tick();
    if (this.token) this.timer = window.setInterval(tick, 1000);
  }
}
