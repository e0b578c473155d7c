/** A connection URL without its password, for logs; `what` names it when it cannot be parsed. */
export function redactUrl(url: string, what = "URL"): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return `(unparsable ${what})`;
  }
}
