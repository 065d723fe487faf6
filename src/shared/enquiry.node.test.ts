/** The one validation of an enquiry, as both the form and the service run it. */
import { describe, expect, it } from 'vitest';
import {
  enquiryMessages,
  invalidEnquiryMessage,
  validateEnquiry as validateAnyWriter,
} from '../content/contactForm';
import { hindi } from '../testing/server/serviceWords';
import {
  CODE_UNITS_PER_CHARACTER,
  characterCount,
  enquiryCheck,
  enquiryLimits,
  isTooLong,
} from './enquiry';

/**
 * The check of the fields, "I am 18 or older" answered: what an object given here lacks of who
 * is writing is added (the answer itself is checked in "who is writing", below).
 */
function validateEnquiry(input: unknown) {
  const isObject = typeof input === 'object' && input !== null && !Array.isArray(input);
  return validateAnyWriter(isObject ? { writer: 'adult', ...input } : input);
}

const valid = {
  writer: 'adult',
  fullName: 'Asha',
  phoneNumber: '',
  userEmail: 'asha@example.org',
  message: 'Hello',
};

function errorsOf(input: unknown) {
  const result = validateEnquiry(input);
  if (result.ok) throw new Error('expected the enquiry to be refused');
  return result.errors;
}

describe('validateEnquiry', () => {
  it('trims every field and returns exactly the enquiry’s, an adult’s relationship empty', () => {
    const result = validateEnquiry({
      fullName: '  Asha  ',
      phoneNumber: ' 98765 43210 ',
      userEmail: ' asha@example.org\t',
      message: '\n  Hello\nthere  \n',
      website: '',
      extra: 'ignored',
      // Typed as a parent, then sent as an adult: not the adult's to keep.
      relationship: 'my son',
      consent: 'yes',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        writer: 'adult',
        fullName: 'Asha',
        phoneNumber: '98765 43210',
        userEmail: 'asha@example.org',
        message: 'Hello\nthere',
        relationship: '',
      },
    });
  });

  it('treats absent fields as empty', () => {
    expect(validateEnquiry({ message: 'Hi', phoneNumber: '+91 98765 43210' })).toEqual({
      ok: true,
      value: {
        writer: 'adult',
        fullName: '',
        phoneNumber: '+91 98765 43210',
        userEmail: '',
        message: 'Hi',
        relationship: '',
      },
    });
  });

  it('needs a message: any non-blank text, however short', () => {
    expect(errorsOf({ ...valid, message: ' \n\t ' })).toEqual({
      message: 'Please enter your message.',
    });
    expect(errorsOf({ userEmail: 'a@b.co' })).toEqual({
      message: enquiryMessages.message.required,
    });
    expect(validateEnquiry({ ...valid, message: '?' }).ok).toBe(true);
  });

  it('needs an e-mail or a phone number, told on both fields', () => {
    expect(errorsOf({ message: 'Hi', userEmail: ' ', phoneNumber: '' })).toEqual({
      userEmail: enquiryMessages.contactNeeded,
      phoneNumber: enquiryMessages.contactNeeded,
    });
    expect(validateEnquiry({ message: 'Hi', phoneNumber: '(011) 2345-6789' }).ok).toBe(true);
  });

  it.each([
    'asha',
    'asha@',
    '@example.org',
    'asha@example',
    'a b@example.org',
    'a@b.co,c@d.co',
    'a@b.co\r\nBcc: x@y.z',
  ])('refuses the e-mail %j', (userEmail) => {
    expect(errorsOf({ ...valid, userEmail }).userEmail).toBeDefined();
  });

  it.each(['+91 98765 43210', '(011) 2345-6789', '९८७६५४३२१०', '098765-43210'])(
    'accepts the phone number %j',
    (phoneNumber) => {
      expect(validateEnquiry({ ...valid, phoneNumber }).ok).toBe(true);
    },
  );

  it.each(['98765 CALL', '+91.98765', '12345', '+++', '98765#43210'])(
    'refuses the phone number %j',
    (phoneNumber) => {
      expect(errorsOf({ ...valid, phoneNumber })).toEqual({
        phoneNumber: enquiryMessages.phoneNumber.format,
      });
    },
  );

  it('keeps line breaks in the message only', () => {
    expect(validateEnquiry({ ...valid, message: 'one\r\ntwo\nthree\u2028four' }).ok).toBe(true);
    expect(errorsOf({ ...valid, fullName: 'A\nB' })).toEqual({
      fullName: enquiryMessages.fullName.oneLine,
    });
    expect(errorsOf({ ...valid, phoneNumber: '98765\r43210' }).phoneNumber).toBe(
      enquiryMessages.phoneNumber.oneLine,
    );
    expect(errorsOf({ ...valid, fullName: 'A\u2029B' })).toEqual({
      fullName: enquiryMessages.fullName.oneLine,
    });
  });

  it('refuses control characters everywhere', () => {
    expect(errorsOf({ ...valid, fullName: 'A\u0000' })).toEqual({
      fullName: enquiryMessages.fullName.unusual,
    });
    expect(errorsOf({ ...valid, fullName: 'A\tB' })).toEqual({
      fullName: enquiryMessages.fullName.unusual,
    });
    expect(errorsOf({ ...valid, message: 'bell\u0007' })).toEqual({
      message: enquiryMessages.message.unusual,
    });
    expect(errorsOf({ ...valid, message: 'c1\u0085' })).toEqual({
      message: enquiryMessages.message.unusual,
    });
    expect(errorsOf({ ...valid, message: 'del\u007f' })).toEqual({
      message: enquiryMessages.message.unusual,
    });
  });

  it('keeps Hindi, emoji and right-to-left text exactly, format characters included', () => {
    const message = 'नमस्ते 🙏🏽 👩‍👩‍👧 — שלום \u200F مرحبا \u200D\u202B';
    const fullName = 'आशा 🌼';
    const result = validateEnquiry({ ...valid, fullName, message });
    expect(result.ok && result.value.message).toBe(message);
    expect(result.ok && result.value.fullName).toBe(fullName);
  });

  it('limits lengths and says the limit', () => {
    for (const [field, limit] of Object.entries(enquiryLimits)) {
      const base = field === 'phoneNumber' ? '9' : field === 'userEmail' ? '' : 'a';
      const ok =
        field === 'userEmail' ? `${'a'.repeat(limit - 12)}@example.org` : base.repeat(limit);
      const long =
        field === 'userEmail' ? `${'a'.repeat(limit - 11)}@example.org` : base.repeat(limit + 1);
      expect(validateEnquiry({ ...valid, [field]: ok }).ok).toBe(true);
      const message = errorsOf({ ...valid, [field]: long })[field as keyof typeof enquiryLimits];
      expect(message).toContain(String(limit));
    }
  });

  it('measures lengths after trimming', () => {
    expect(
      validateEnquiry({ ...valid, fullName: `  ${'a'.repeat(enquiryLimits.fullName)}  ` }).ok,
    ).toBe(true);
  });

  it.each([
    ['a number', 5, enquiryMessages.message.notText],
    ['null', null, enquiryMessages.message.notText],
    ['a list', ['Hi'], enquiryMessages.message.notText],
    ['an object', { text: 'Hi' }, enquiryMessages.message.notText],
    ['true', true, enquiryMessages.message.notText],
  ])('refuses %s as the message', (_name, message, words) => {
    expect(errorsOf({ ...valid, message })).toEqual({ message: words });
  });

  it.each([null, undefined, 'text', 42, [valid], true])(
    'refuses %j as a whole enquiry',
    (input) => {
      expect(validateEnquiry(input)).toEqual({
        ok: false,
        message: enquiryMessages.notAForm,
        errors: {},
      });
    },
  );

  it('reports one plain sentence per field, with a summary that names them', () => {
    const result = validateEnquiry({ fullName: 'a'.repeat(500), userEmail: 'nope', message: '' });
    expect(result).toEqual({
      ok: false,
      message:
        'Some details need a change before we can send your message: your name, your email address and your message. Please look at each one.',
      errors: {
        fullName: enquiryMessages.fullName.tooLong,
        userEmail: enquiryMessages.userEmail.format,
        message: enquiryMessages.message.required,
      },
    });
    for (const text of Object.values(result.ok ? {} : result.errors)) {
      expect(text).toMatch(/^Please [^{}<>]+\.$/);
    }
  });

  it('names the two contact fields once, as the one thing to give', () => {
    const result = validateEnquiry({ message: 'Hello' });
    expect(result.ok ? '' : result.message).toBe(
      'Some details need a change before we can send your message: an email address or a phone number. Please look at each one.',
    );
    expect(
      invalidEnquiryMessage({
        phoneNumber: enquiryMessages.contactNeeded,
        userEmail: enquiryMessages.contactNeeded,
        message: enquiryMessages.message.required,
      }),
    ).toBe(
      'Some details need a change before we can send your message: an email address or a phone number and your message. Please look at each one.',
    );
  });
});

describe('who is writing', () => {
  const fields = { fullName: 'Asha', userEmail: 'asha@example.org', message: 'Hello' };
  const parent = {
    writer: 'parent',
    fullName: 'Sunita Devi',
    relationship: ' my son ',
    phoneNumber: '+91 98765 43210',
    message: 'My son is blind and feels alone at school.',
    consent: 'yes',
  };

  it('takes an enquiry from "I am 18 or older"', () => {
    expect(validateAnyWriter({ writer: 'adult', ...fields })).toEqual({
      ok: true,
      value: { writer: 'adult', ...fields, phoneNumber: '', relationship: '' },
    });
  });

  it('takes a parent’s or guardian’s, with their name, phone, relationship and statement', () => {
    expect(validateAnyWriter(parent)).toEqual({
      ok: true,
      value: {
        writer: 'parent',
        fullName: 'Sunita Devi',
        relationship: 'my son',
        phoneNumber: '+91 98765 43210',
        userEmail: '',
        message: 'My son is blind and feels alone at school.',
      },
    });
  });

  it('refuses a parent’s without the statement ticked, naming it last', () => {
    for (const consent of [undefined, '', 'no', ['yes']]) {
      const result = validateAnyWriter({ ...parent, consent });
      expect(result).toEqual({
        ok: false,
        message:
          'Some details need a change before we can send your message: your permission. Please look at each one.',
        errors: { consent: enquiryMessages.consent },
      });
    }
  });

  it('refuses a parent’s without a name, a relationship or a phone number: they are called to confirm', () => {
    const result = validateAnyWriter({
      ...parent,
      fullName: ' ',
      relationship: '',
      phoneNumber: '',
      userEmail: 'sunita@example.org',
    });
    expect(result).toEqual({
      ok: false,
      message:
        'Some details need a change before we can send your message: your name, who the young person is to you and your phone number. Please look at each one.',
      errors: {
        fullName: enquiryMessages.forParent.fullName,
        relationship: enquiryMessages.forParent.relationship,
        phoneNumber: enquiryMessages.forParent.phoneNumber,
      },
    });
  });

  it('checks a parent’s relationship as a one-line field of 60 characters', () => {
    const errors = (relationship: string) => {
      const result = validateAnyWriter({ ...parent, relationship });
      return result.ok ? {} : result.errors;
    };
    expect(errors('m'.repeat(60))).toEqual({});
    expect(errors('m'.repeat(61))).toEqual({
      relationship: 'Please shorten who the young person is to you to 60 characters or fewer.',
    });
    expect(errors('my\nson')).toEqual({ relationship: enquiryMessages.relationship.oneLine });
  });

  it.each([
    ['no answer', undefined],
    ['under 18', 'underEighteen'],
    ['an answer the form does not give', 'child'],
    ['a list', ['adult']],
  ])('refuses %s, naming who is writing first', (_name, writer) => {
    const result = validateAnyWriter({ writer, ...fields, message: '' });
    expect(result).toEqual({
      ok: false,
      message:
        'Some details need a change before we can send your message: who is writing and your message. Please look at each one.',
      errors: { writer: enquiryMessages.writer, message: enquiryMessages.message.required },
    });
  });

  it('tells the visitor which answers send the form, in Hindi as in English', () => {
    expect(enquiryMessages.writer).toContain('“I am 18 or older”');
    expect(enquiryMessages.writer).toContain(
      '“I am a parent or guardian writing about a young person”',
    );
    const result = enquiryCheck(hindi).validate({ ...fields });
    expect(result.ok ? {} : result.errors).toEqual({
      writer: hindi.problems.writer,
    });
    expect(hindi.problems.writer).toContain('“मेरी उम्र 18 साल या उससे ज़्यादा है”');
    expect(hindi.problems.writer).toContain(
      '“मैं माता-पिता या अभिभावक हूँ, मुझे किसी युवा के बारे में लिखना है”',
    );
  });
});

describe('lengths, in characters as a person counts them', () => {
  it('counts a letter with its marks, an accent and an emoji sequence as one character each', () => {
    expect(characterCount('क्षि')).toBe(1);
    expect('क्षि'.length).toBe(4);
    expect(characterCount('नमस्ते')).toBe(3);
    expect(characterCount('e\u0301')).toBe(1);
    expect(characterCount('👩🏽‍🦯')).toBe(1);
    expect(characterCount('+91 98765')).toBe(9);
    expect(characterCount('एक\nदो')).toBe(4);
    expect(characterCount('')).toBe(0);
    expect(characterCount('a'.repeat(50), 11)).toBe(11);
  });

  it('takes a message of 4000 Hindi letters of four code units each, and refuses one more', () => {
    const longest = 'क्षि'.repeat(enquiryLimits.message);
    expect(longest.length).toBe(enquiryLimits.message * 4);
    expect(validateEnquiry({ ...valid, message: longest }).ok).toBe(true);
    expect(errorsOf({ ...valid, message: `${longest}क` })).toEqual({
      message: enquiryMessages.message.tooLong,
    });
  });

  it('says the same limit in Hindi that it keeps, in अक्षर for the name and the message', () => {
    const check = enquiryCheck(hindi);
    const name = 'आशा'.repeat(enquiryLimits.fullName / 2 + 1);
    expect(characterCount(name)).toBeGreaterThan(enquiryLimits.fullName);
    const result = check.validate({ ...valid, fullName: name });
    expect(result.ok ? '' : result.errors.fullName).toBe(check.messages.fullName.tooLong);
    expect(check.messages.fullName.tooLong).toContain(`${enquiryLimits.fullName} अक्षरों`);
    expect(check.messages.message.tooLong).toContain(`${enquiryLimits.message} अक्षरों`);
    expect(check.validate({ ...valid, fullName: 'क्षि'.repeat(enquiryLimits.fullName) }).ok).toBe(
      true,
    );
  });

  it('counts a phone number in digits and signs, and says so in Hindi, not in letters', () => {
    const { phoneNumber } = enquiryCheck(hindi).messages;
    expect(phoneNumber.tooLong).toContain(`${enquiryLimits.phoneNumber}`);
    expect(phoneNumber.tooLong).toContain('अंक');
    expect(phoneNumber.tooLong).not.toContain('अक्षर');
    expect(phoneNumber.notText).not.toContain('अक्षर');
    expect(phoneNumber.format).toContain('अंकों में');
  });

  it('refuses text made of marks piled on letters beyond the code-unit guard, as too long', () => {
    const piled = `a${'\u0301'.repeat(CODE_UNITS_PER_CHARACTER)}`;
    expect(characterCount(piled)).toBe(1);
    expect(isTooLong(piled, 1)).toBe(true);
    expect(isTooLong(piled.slice(0, CODE_UNITS_PER_CHARACTER), 1)).toBe(false);
    expect(errorsOf({ ...valid, fullName: piled.repeat(enquiryLimits.fullName) })).toEqual({
      fullName: enquiryMessages.fullName.tooLong,
    });
  });
});
