// Short readable messages at the bottom of the screen (rejections, errors, notices).
export function toast(message: string, opts: { kind?: "error" | "info"; detail?: string; ms?: number } = {}): void {
  const host = document.getElementById("toasts");
  if (!host) return;
  const el = document.createElement("div");
  el.className = `toast ${opts.kind ?? "error"}`;
  el.dataset.testid = "toast";
  el.textContent = message;
  if (opts.detail) {
    const small = document.createElement("small");
    small.textContent = opts.detail;
    el.append(small);
  }
  host.append(el);
  while (host.children.length > 4) host.firstElementChild?.remove();
  setTimeout(() => el.remove(), opts.ms ?? 5000);
}
