// The addresses in newsletter mails: under PUBLIC_URL (default the manifest's baseUrl), each with its own token.

export const CONFIRM_PATH = '/api/newsletter/confirm';
export const UNSUBSCRIBE_PATH = '/api/newsletter/unsubscribe';

export function confirmUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
}

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}
