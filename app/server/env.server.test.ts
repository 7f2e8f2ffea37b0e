import { describe, expect, test } from "vitest";
import { InvalidEnvironmentError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  test("works with nothing set: PGlite in ./data on port 3000", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      DATA_DIR: "./data",
      CONTENT_DIR: "./content",
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.YOUTUBE_CHANNEL_URL).toMatch(/^https:\/\/www\.youtube\.com\//);
    expect(env.RATES_URL).toBe("https://api.exchangerate-api.com/v4/latest/JPY");
  });

  test("RATES_URL may point at any http(s) rates endpoint, such as a local one", () => {
    expect(parseEnv({ RATES_URL: "http://127.0.0.1:8080/v4/latest/JPY" }).RATES_URL).toBe(
      "http://127.0.0.1:8080/v4/latest/JPY",
    );
  });

  test("RATES_BACKOFF_MS: 30 s unless set, 0 to 5 minutes", () => {
    expect(parseEnv({}).RATES_BACKOFF_MS).toBe(30_000);
    expect(parseEnv({ RATES_BACKOFF_MS: "0" }).RATES_BACKOFF_MS).toBe(0);
    for (const bad of ["-1", "soon", "300001"]) {
      expect(() => parseEnv({ RATES_BACKOFF_MS: bad })).toThrow("RATES_BACKOFF_MS");
    }
  });

  test("empty strings count as not set", () => {
    const env = parseEnv({ DATABASE_URL: "", PORT: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PORT).toBe(3000);
  });

  test("accepts PostgreSQL URLs", () => {
    for (const url of ["postgres://u@h/db", "postgresql://u:p@h:5432/db"]) {
      expect(parseEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    }
  });

  test.each([
    [{ PORT: "eighty" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [
      { DATABASE_URL: "mysql://h/db" },
      "DATABASE_URL: must start with postgres:// or postgresql://",
    ],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ YOUTUBE_CHANNEL_URL: "http://www.youtube.com/@x" }, "YOUTUBE_CHANNEL_URL"],
    [{ FACEBOOK_URL: "javascript:alert(1)" }, "FACEBOOK_URL"],
    [{ RATES_URL: "ftp://rates.example/latest" }, "RATES_URL"],
    [{ RATES_URL: "not a url" }, "RATES_URL"],
    [{ VOICEOVER_TOOL_URL: "http://voice.example.com/" }, "VOICEOVER_TOOL_URL"],
    [{ VOICEOVER_TOOL_URL: "not a url" }, "VOICEOVER_TOOL_URL"],
    [{ SMTP_URL: "http://mail.example" }, "SMTP_URL"],
    [{ REDIS_URL: "http://127.0.0.1:6379" }, "REDIS_URL"],
    [{ AUTH_SECRET: "too-short" }, "AUTH_SECRET: must be at least 32 characters"],
    [{ TRUST_PROXY: "yes please" }, "TRUST_PROXY"],
    [{ ALLOW_DEV_MAILBOX: "maybe" }, "ALLOW_DEV_MAILBOX"],
    [{ PUBLIC_URL: "ftp://jouzu.example" }, "PUBLIC_URL"],
  ])("rejects %o, naming the variable", (source, message) => {
    expect(() => parseEnv(source)).toThrow(InvalidEnvironmentError);
    expect(() => parseEnv(source)).toThrow(message);
  });

  test("the voiceover tool is optional and must be an https page", () => {
    expect(parseEnv({}).VOICEOVER_TOOL_URL).toBeUndefined();
    expect(parseEnv({ VOICEOVER_TOOL_URL: "" }).VOICEOVER_TOOL_URL).toBeUndefined();
    const url = "https://voice.example.com/tool?lang=ja";
    expect(parseEnv({ VOICEOVER_TOOL_URL: url }).VOICEOVER_TOOL_URL).toBe(url);
  });

  test("lists every bad variable at once", () => {
    expect(() => parseEnv({ PORT: "x", LOG_LEVEL: "loud" })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});

describe("accounts settings", () => {
  test("offline defaults: no SMTP, no Redis, no proxy trusted, the mailbox not allowed", () => {
    const env = parseEnv({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBeUndefined();
    expect(env.ALLOW_DEV_MAILBOX).toBe(false);
  });

  test.each(["1", "2", "127.0.0.1", "10.0.0.1, 10.0.0.2", "10.0.0.0/8", "loopback"])(
    "TRUST_PROXY accepts %s",
    (value) => expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toBe(value),
  );
});
