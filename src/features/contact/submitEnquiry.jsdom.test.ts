import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactForm } from '../../content/contactForm';
import { submitEnquiry } from './submitEnquiry';

const enquiry = {
  fullName: 'Asha Devi',
  phoneNumber: '+91 98765 43210',
  userEmail: 'asha@example.org',
  message: 'नमस्ते! I would like a Braille copy 📖',
};

interface Sent {
  request: Request;
  body: string;
}

/** Replaces the network with `answer`, recording each request and its body. */
function fakeFetch(answer: () => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (!(input instanceof Request)) throw new Error('expected a Request');
    sent.push({ request: input, body: await input.clone().text() });
    return answer();
  });
  return { sent, spy };
}

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

describe('submitEnquiry', () => {
  it('posts exactly the four fields as JSON to /u1/contact', async () => {
    const { sent } = fakeFetch(() => Response.json({ message: 'Thanks!' }, { status: 201 }));
    await submitEnquiry({ ...enquiry, extra: 'not sent' } as typeof enquiry);
    expect(sent).toHaveLength(1);
    const [{ request, body }] = sent as [Sent];
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${location.origin}/u1/contact`);
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(body)).toEqual(enquiry);
    expect(Object.keys(JSON.parse(body) as object)).toEqual([
      'fullName',
      'phoneNumber',
      'userEmail',
      'message',
    ]);
  });

  it('sends a fresh Idempotency-Key with each submission', async () => {
    const { sent } = fakeFetch(() => Response.json({}, { status: 201 }));
    await submitEnquiry(enquiry);
    await submitEnquiry(enquiry);
    const keys = sent.map(({ request }) => request.headers.get('idempotency-key'));
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('makes a v4 key without crypto.randomUUID (a page served over plain HTTP)', async () => {
    // Shadows Crypto.prototype.randomUUID on this object; deleting it brings it back.
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const { sent } = fakeFetch(() => Response.json({}, { status: 201 }));
      await submitEnquiry(enquiry);
      expect(sent[0]?.request.headers.get('idempotency-key')).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });

  it('sends the XSRF token from the cookie', async () => {
    document.cookie = 'XSRF-TOKEN=token-123; path=/';
    const { sent } = fakeFetch(() => Response.json({}, { status: 201 }));
    await submitEnquiry(enquiry);
    expect(sent[0]?.request.headers.get('x-xsrf-token')).toBe('token-123');
  });

  it('sends the honeypot only when something filled it in', async () => {
    const { sent } = fakeFetch(() => Response.json({}, { status: 201 }));
    await submitEnquiry(enquiry, { honeypot: '' });
    await submitEnquiry(enquiry, { honeypot: 'http://spam.example' });
    expect(JSON.parse(sent[0]!.body)).not.toHaveProperty('website');
    expect(JSON.parse(sent[1]!.body)).toEqual({ ...enquiry, website: 'http://spam.example' });
  });

  it('succeeds on any 2xx with the server’s message', async () => {
    fakeFetch(() =>
      Response.json({ message: 'Thank you, Asha. We will reply soon.' }, { status: 201 }),
    );
    await expect(submitEnquiry(enquiry)).resolves.toEqual({
      ok: true,
      message: 'Thank you, Asha. We will reply soon.',
    });
  });

  it.each([
    ['no body', () => new Response(null, { status: 204 })],
    ['an empty message', () => Response.json({ message: '  ' }, { status: 200 })],
    ['a body that is not JSON', () => new Response('OK', { status: 200 })],
  ])('succeeds with "Message sent successfully." when the answer has %s', async (_what, answer) => {
    fakeFetch(answer);
    await expect(submitEnquiry(enquiry)).resolves.toEqual({
      ok: true,
      message: contactForm.success.fallbackMessage,
    });
    expect(contactForm.success.fallbackMessage).toBe('Message sent successfully.');
  });

  it('gives the enquiry’s reference when the answer carries six digits', async () => {
    fakeFetch(() => Response.json({ message: 'Thank you.', reference: '482915' }, { status: 201 }));
    const result = await submitEnquiry(enquiry);
    expect(result).toEqual({ ok: true, message: 'Thank you.', reference: '482915' });
  });

  it.each([
    ['a number', 482915],
    ['five digits', '48291'],
    ['seven digits', '4829150'],
    ['digits written apart', '482 915'],
    ['Hindi digits', '४८२९१५'],
    ['letters', 'abcdef'],
    ['nothing', null],
  ])('ignores a reference that is %s: still a success, with no reference', async (_what, bad) => {
    fakeFetch(() => Response.json({ message: 'Thank you.', reference: bad }, { status: 201 }));
    const result = await submitEnquiry(enquiry);
    expect(result).toStrictEqual({ ok: true, message: 'Thank you.' });
  });

  it('gives no reference with a refusal, whatever the answer holds', async () => {
    fakeFetch(() => Response.json({ message: 'No.', reference: '482915' }, { status: 400 }));
    const result = await submitEnquiry(enquiry);
    expect(result).not.toHaveProperty('reference');
  });

  it('fails with the server’s message and its field errors', async () => {
    fakeFetch(() =>
      Response.json(
        {
          message: 'Please check the highlighted fields.',
          errors: {
            userEmail: 'Enter an e-mail address like name@example.org.',
            message: ['Write a message.', 'Keep it under 5,000 characters.'],
            notAField: 'ignored',
          },
        },
        { status: 400 },
      ),
    );
    await expect(submitEnquiry(enquiry)).resolves.toEqual({
      ok: false,
      message: 'Please check the highlighted fields.',
      fieldErrors: {
        userEmail: 'Enter an e-mail address like name@example.org.',
        message: 'Write a message. Keep it under 5,000 characters.',
      },
    });
  });

  it.each([
    [
      403,
      () => Response.json({ message: 'Please reload the page and try again.' }, { status: 403 }),
    ],
    [429, () => Response.json({ message: 'Too many messages. Try later.' }, { status: 429 })],
  ])('fails on status %i with the server’s words', async (_status, answer) => {
    fakeFetch(answer);
    const result = await submitEnquiry(enquiry);
    expect(result.ok).toBe(false);
    expect(result.message).not.toBe(contactForm.failure.fallbackMessage);
  });

  it.each([
    ['a 500 with an HTML page', () => new Response('<h1>Bad gateway</h1>', { status: 502 })],
    ['a 500 with no message', () => Response.json({ error: 'x' }, { status: 500 })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])(
    'fails with "Something went wrong." on %s, without throwing, and says what to keep',
    async (_what, answer) => {
      const { sent } = fakeFetch(answer);
      const result = await submitEnquiry(enquiry);
      expect(result).toEqual({
        ok: false,
        message: 'Something went wrong.',
        fieldErrors: {},
        // Kept on the phone and sent again later with the same key (docs/offline.md).
        unanswered: {
          key: sent[0]!.request.headers.get('Idempotency-Key'),
          body: enquiry,
          language: 'en-IN',
        },
      });
    },
  );

  it('says nothing to keep on a refusal (4xx): it is never sent again', async () => {
    fakeFetch(() => Response.json({ message: 'Too many.' }, { status: 429 }));
    const result = await submitEnquiry(enquiry);
    expect(result.ok).toBe(false);
    expect(result).not.toHaveProperty('unanswered');
  });

  it('does not retry a failed submission', async () => {
    const { spy } = fakeFetch(() => new Response('', { status: 503 }));
    await submitEnquiry(enquiry);
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
