// A small generic form for a game's options, built from the JSON schema the server sends
// (z.toJSONSchema): booleans become checkboxes, enums selects, numbers number inputs.
import type { JsonSchema } from "../lib/api";
import { h } from "../lib/dom";

export interface OptionsForm {
  element: HTMLElement;
  /** The chosen values, or a sentence saying what is wrong. */
  read(): { ok: true; options: Record<string, unknown> } | { ok: false; problem: string };
}

function humanize(key: string): string {
  return key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[_-]/g, " ").replace(/^./, (c) => c.toUpperCase());
}

function kindOf(s: JsonSchema): "boolean" | "enum" | "number" | "integer" | "unsupported" {
  if (Array.isArray(s.enum)) return "enum";
  const variants = s.anyOf ?? s.oneOf;
  if (variants && variants.every((v) => v.const !== undefined)) return "enum";
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  if (type === "boolean") return "boolean";
  if (type === "integer") return "integer";
  if (type === "number") return "number";
  return "unsupported";
}

function enumValues(s: JsonSchema): unknown[] {
  if (Array.isArray(s.enum)) return s.enum;
  return (s.anyOf ?? s.oneOf ?? []).map((v) => v.const);
}

export function buildOptionsForm(schema: JsonSchema, idPrefix: string): OptionsForm {
  const element = h("div", { class: "options-form" });
  const readers: Array<() => { key: string; value?: unknown; problem?: string }> = [];

  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    const id = `${idPrefix}-${key}`;
    const label = prop.title ?? humanize(key);
    const hint = prop.description ? h("div", { class: "muted", text: prop.description }) : null;
    const kind = kindOf(prop);
    if (kind === "boolean") {
      const input = h("input", { type: "checkbox", id, "data-testid": `option-${key}` });
      input.checked = prop.default === true;
      element.append(h("label", { class: "check", for: id }, input, ` ${label}`), hint ?? "");
      readers.push(() => ({ key, value: input.checked }));
    } else if (kind === "enum") {
      const select = h("select", { id, "data-testid": `option-${key}` });
      for (const v of enumValues(prop)) {
        const opt = h("option", { value: String(v), text: humanize(String(v)) });
        opt.selected = v === prop.default;
        select.append(opt);
      }
      element.append(h("label", { for: id, text: label }), select, hint ?? "");
      const values = enumValues(prop);
      readers.push(() => ({ key, value: values.find((v) => String(v) === select.value) }));
    } else if (kind === "number" || kind === "integer") {
      const min = prop.minimum ?? prop.exclusiveMinimum;
      const max = prop.maximum ?? prop.exclusiveMaximum;
      const input = h("input", {
        type: "number", id, "data-testid": `option-${key}`, inputmode: "numeric",
        min, max, step: kind === "integer" ? 1 : "any",
        value: typeof prop.default === "number" ? prop.default : undefined,
      });
      element.append(h("label", { for: id, text: label }), input, hint ?? "");
      readers.push(() => {
        if (input.value.trim() === "") return { key }; // the server fills the default
        const n = Number(input.value);
        if (!Number.isFinite(n) || (kind === "integer" && !Number.isInteger(n))) return { key, problem: `${label} must be a whole number.` };
        if (min !== undefined && n < min) return { key, problem: `${label} must be at least ${min}.` };
        if (max !== undefined && n > max) return { key, problem: `${label} must be at most ${max}.` };
        return { key, value: n };
      });
    }
    // Other shapes (strings, nested objects) keep their server-side defaults.
  }

  return {
    element,
    read() {
      const options: Record<string, unknown> = {};
      for (const r of readers) {
        const { key, value, problem } = r();
        if (problem) return { ok: false, problem };
        if (value !== undefined) options[key] = value;
      }
      return { ok: true, options };
    },
  };
}
