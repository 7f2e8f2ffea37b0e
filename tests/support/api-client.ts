/**
 * A small HTTP client that keeps cookies like a browser and sends from a chosen client address
 * (X-Forwarded-For, honoured only by a server started with TRUST_PROXY).
 */
export function apiClient(baseUrl: string, address?: string) {
  const jar = new Map<string, string>();
  let lastSetCookies: string[] = [];

  async function call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await fetch(baseUrl + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
        ...(address ? { "x-forwarded-for": address } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: "manual",
    });
    lastSetCookies = response.headers.getSetCookie();
    for (const line of lastSetCookies) {
      const [pair = ""] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === "" || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    const text = await response.text();
    let json: unknown = undefined;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON: the text is there
    }
    return {
      status: response.status,
      json: json as Record<string, unknown>,
      text,
      headers: response.headers,
    };
  }

  return {
    call,
    get: (path: string, headers?: Record<string, string>) => call("GET", path, undefined, headers),
    post: (path: string, body: unknown = {}, headers?: Record<string, string>) =>
      call("POST", path, body, headers),
    put: (path: string) => call("PUT", path),
    del: (path: string, body?: unknown) => call("DELETE", path, body),
    cookies: jar,
    setCookies: () => lastSetCookies,
    /** The session cookie as sent, to replay it later. */
    sessionCookie: () => [...jar].find(([k]) => k.includes("session_token"))?.join("=") ?? "",
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

let nextAddress = 1;
/** A client address no other test uses, so rate-limit buckets never mix between tests. */
export function freshAddress(): string {
  const n = nextAddress++;
  return `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}
