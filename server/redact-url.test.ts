import { redactUrl } from "./redact-url";

describe("redactUrl", () => {
  it.each([
    ["postgres://anne:s3cret@db:5432/broadside", "DATABASE_URL", "postgres://anne:***@db:5432/broadside"],
    ["redis://:hunter2@cache:6379", "REDIS_URL", "redis://:***@cache:6379"],
    ["redis://cache:6379", "REDIS_URL", "redis://cache:6379"],
    ["not a url", "REDIS_URL", "(unparsable REDIS_URL)"],
  ])("%s", (url, what, expected) => {
    expect(redactUrl(url, what)).toBe(expected);
    expect(redactUrl(url, what)).not.toMatch(/s3cret|hunter2/);
  });
});
