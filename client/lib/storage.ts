// What the browser remembers between visits: the nickname and one seat token per table.
const NAME_KEY = "broadside:name";
const seatKey = (code: string) => `broadside:seat:${code}`;

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // private mode or storage disabled: behave as a first visit
  }
}

function safeSet(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage disabled: the seat will not survive a reload, nothing else breaks */
  }
}

export const getNickname = (): string => safeGet(NAME_KEY) ?? "";
export const setNickname = (name: string): void => safeSet(NAME_KEY, name.trim());
export const getSeatToken = (code: string): string | null => safeGet(seatKey(code));
export const setSeatToken = (code: string, token: string | null): void => safeSet(seatKey(code), token);
