import { PassThrough } from "node:stream";
import type { ReactNode } from "react";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { preloadModule } from "react-dom";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import catalogueChunks from "virtual:catalogue-chunks";
import { NonceContext } from "./components/nonce";
// The server answers in every language, so it holds every interface catalogue.
import "./lib/i18n/i18n";
import { resolveLocale } from "./lib/i18n/locales";
import { cspNonceContext } from "./server/context.server";
import { lowPriorityScripts } from "./server/low-priority-scripts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext);

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the complete document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <PreloadCatalogue hrefs={catalogueChunks[resolveLocale(request)] ?? []} nonce={nonce}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </PreloadCatalogue>
      </NonceContext>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(lowPriorityScripts()).pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * Asks the browser to fetch the page's interface catalogue with the other scripts (a
 * modulepreload link in the head), so entry.client.tsx finds it at once. It wraps the page
 * rather than sitting beside it: a sibling would shift every useId and break hydration.
 */
function PreloadCatalogue({
  hrefs,
  nonce,
  children,
}: {
  hrefs: string[];
  nonce: string;
  children: ReactNode;
}) {
  for (const href of hrefs) preloadModule(href, { as: "script", nonce });
  return children;
}
