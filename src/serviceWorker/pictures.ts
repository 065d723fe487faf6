/**
 * How the worker answers for a picture it fetches (docs/offline.md, "What the worker keeps"):
 * two rules for the pictures' Workbox strategy (its `fetchDidSucceed` and `handlerDidError`, in
 * ./sw.ts). Pure (no Workbox, which needs a worker's `self`), so Node tests read it.
 */

/**
 * A picture from the network is answered whole, once every byte has arrived. Firefox reports a
 * picture the page drops while the worker is still streaming it to the page (a `srcset`
 * candidate left behind when the viewport changes) as an error of the worker's: "Failed to load
 * '…'. A ServiceWorker intercepted the request and encountered an unexpected error." A picture
 * dropped before its answer is ready is dropped quietly. The pictures are small (tens of
 * kilobytes), and only a 200, which the cache keeps, is read; anything else goes on as it came.
 * A kept picture comes from the phone's own storage at once, as it is.
 */
export async function wholePicture(response: Response): Promise<Response> {
  if (response.status !== 200 || response.body === null) return response;
  const body = await response.arrayBuffer();
  const headers = new Headers(response.headers);
  // The bytes held are decoded and counted afresh: a coding or length said for the wire's
  // bytes would be wrong for them.
  headers.delete('Content-Encoding');
  headers.delete('Content-Length');
  return new Response(body, { status: 200, statusText: response.statusText, headers });
}

/**
 * A picture the worker cannot answer (its cache unreadable, its fetch failed or cut off): the
 * network's own answer, as if there were no worker, never an error of the worker's making. When
 * the network fails too, nothing: the worker then answers as the network did (docs/offline.md).
 */
export async function pictureFromTheNetwork(
  request: Request,
  fetchFromNetwork: (request: Request) => Promise<Response> = (again) => fetch(again),
): Promise<Response | undefined> {
  try {
    return await fetchFromNetwork(request);
  } catch {
    return undefined;
  }
}
