import { describe, expect, it } from 'vitest';
import { pictureFromTheNetwork, wholePicture } from './pictures';

/** A picture whose last byte arrives only when the test says so: a slow link, held still. */
function pictureOnASlowLink() {
  let sendTheRest = () => {};
  const rest = new Promise<void>((resolve) => {
    sendTheRest = resolve;
  });
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(new Uint8Array([1, 2]));
      await rest;
      controller.enqueue(new Uint8Array([3]));
      controller.close();
    },
  });
  const response = new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'image/webp', 'Content-Length': '3' },
  });
  return { response, sendTheRest };
}

/** Whether `answer` has settled once everything already able to run has run. */
async function settledYet(answer: Promise<unknown>): Promise<boolean> {
  const waiting = Symbol('waiting');
  const first = await Promise.race([
    answer,
    new Promise((resolve) => setImmediate(() => resolve(waiting))),
  ]);
  return first !== waiting;
}

describe('a picture the worker fetches from the network', () => {
  it('is answered once whole, so a page that drops it half-way drops it quietly', async () => {
    // Streamed to the page, a picture Firefox's page drops half-way (a srcset candidate left
    // behind by a new viewport) is reported as the worker's error (./pictures.ts).
    const { response, sendTheRest } = pictureOnASlowLink();
    const answer = wholePicture(response);
    expect(await settledYet(answer)).toBe(false);
    sendTheRest();
    const whole = await answer;
    expect([...new Uint8Array(await whole.arrayBuffer())]).toEqual([1, 2, 3]);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Content-Type')).toBe('image/webp');
  });

  it('passes on an answer the cache would not keep, as it came', async () => {
    const notFound = new Response('no such picture', { status: 404 });
    expect(await wholePicture(notFound)).toBe(notFound);
  });
});

describe('a picture the worker cannot answer', () => {
  const request = new Request('https://saathi.example/media/book-braille-page-800.webp');

  it("is the network's to answer, not an error of the worker's", async () => {
    const fromTheNetwork = new Response('the picture', { status: 200 });
    const asked: string[] = [];
    const answer = await pictureFromTheNetwork(request, async (again) => {
      asked.push(again.url);
      return fromTheNetwork;
    });
    expect(answer).toBe(fromTheNetwork);
    expect(asked).toEqual([request.url]);
  });

  it('gets no answer of the worker when the network fails too', async () => {
    const answer = await pictureFromTheNetwork(request, () =>
      Promise.reject(new TypeError('NetworkError when attempting to fetch resource.')),
    );
    expect(answer).toBeUndefined();
  });
});
