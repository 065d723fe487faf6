/**
 * Every word heard once, in the page's language (issue 42): each word or phrase corrected on the
 * Hindi pages is put back where it was, into a copy of the real files, and the content check must
 * give its exact sentence, as ./glossary.node.test.ts does for the words of issue 28. A retired
 * word is told where it is; a word left without its explanation is told at the glossary's line.
 */
import { describe, expect, it } from 'vitest';
import { readLanguageFiles } from '../load/readContent';
import {
  changed,
  glossaryTerms,
  lineOf,
  problemsOf,
  putBack,
} from '../../testing/server/contentEdits';
import { GLOSSARY_FILE } from './glossary';

const hindi = readLanguageFiles('hi');
const terms = glossaryTerms(hindi, 'content/hi');

/** [file, field, today's words, the old words, the word found, the idea, the word to use] */
const RETIRED: readonly (readonly [string, string, string, string, string, string, string])[] = [
  [
    'home.yaml',
    'founder.paragraphs[1]',
    'यह प्रोजेक्ट इसलिए शुरू किया,',
    'यह प्रोजेक्ट इसलिए शुरू की,',
    'प्रोजेक्ट इसलिए शुरू की',
    'the founder started the project',
    'प्रोजेक्ट … शुरू किया',
  ],
  [
    'privacy.yaml',
    'children.statements[0].text',
    'हमें उसके माता-पिता या अभिभावक की इजाज़त लेनी होगी,',
    'हमें उनकी इजाज़त लेनी चाहिए,',
    'इजाज़त लेनी चाहिए',
    'the permission the law asks for before we keep the words of someone under 18',
    'उसके माता-पिता या अभिभावक की इजाज़त लेनी होगी',
  ],
  [
    'accessibility.yaml',
    'conformance.intro',
    'और यह किन जाँचों से पता चलता है। हर नियम',
    'और क्या यह दिखाता है। हर नियम',
    'क्या यह दिखाता है',
    'what shows a criterion\'s level (the report\'s "what shows it")',
    'यह किन जाँचों से पता चलता है',
  ],
  [
    'accessibility.yaml',
    'conformance.intro',
    'उस नियम का स्तर घटाकर “कुछ हद तक मानती है” कर देती है',
    'उस नियम को Partially Supports कर देती है',
    'Partially Supports',
    'the level Partially Supports (of a criterion in the conformance report)',
    'कुछ हद तक मानती है',
  ],
  [
    'accessibility.yaml',
    'conformance.intro',
    'रिपोर्ट अपने-आप किसी नियम का स्तर नहीं बढ़ाती।',
    'कोई जाँच किसी फ़ैसले को ऊपर नहीं करती।',
    'फ़ैसले को ऊपर',
    'no level is raised by automation',
    'अपने-आप किसी नियम का स्तर नहीं बढ़ाती',
  ],
  [
    'accessibility.yaml',
    'conformance.reproduce[1]',
    '"किससे जाँचा गया" की हर लाइन',
    '"Evaluated by" की हर लाइन',
    'Evaluated by',
    'the label before a criterion\'s checks ("Evaluated by")',
    'किससे जाँचा गया',
  ],
  [
    'accessibility.yaml',
    'conformance.statementText',
    'स्कूल और फ़ंड देने वाली संस्थाओं',
    'स्कूल और मदद करने वाली संस्थाओं',
    'स्कूल और मदद करने वाली संस्थाओं',
    'funders (of the project)',
    'फ़ंड देने वाली संस्थाएँ',
  ],
  [
    'accessibility.yaml',
    'sections[1].list[6]',
    'स्क्रीन रीडर भी बताता है कि लिंक नए टैब में खुलेगा।',
    'स्क्रीन रीडर भी यह बोलते हैं।',
    'स्क्रीन रीडर भी यह बोलते',
    'screen readers say that a link opens in a new tab',
    'स्क्रीन रीडर भी बताता है कि लिंक नए टैब में खुलेगा',
  ],
  [
    'accessibility.yaml',
    'sections[1].list[3]',
    'सेटिंग में एनिमेशन बंद करें।',
    'सेटिंग में कम एनिमेशन (रिड्यूस्ड मोशन) चालू करें।',
    'रिड्यूस्ड',
    'reduced motion (the setting that stops animations)',
    'एनिमेशन बंद करें',
  ],
  [
    'privacy.yaml',
    'storage.statements[0].text',
    'संस्थापक संदेश वेबसाइट पर अपने पासवर्ड से,',
    'संस्थापक संदेश वेबसाइट पर एक पासफ़्रेज़ से,',
    'पासफ़्रेज़',
    'passphrase (what opens the enquiries on the server)',
    'पासवर्ड',
  ],
  [
    'impact.yaml',
    'sections[4].paragraphs[0]',
    'एक ग़ैर-सरकारी संस्था',
    'एक गैर-सरकारी संस्था',
    'गैर',
    'non- (as in non-governmental)',
    'ग़ैर',
  ],
  [
    'impact.yaml',
    'videos.intro',
    'वीडियो चुनें, तो वह व्यूअर में बड़ा खुलता है।',
    'किसी वीडियो को बड़े प्लेयर में देखने के लिए उसे चुनें।',
    'बड़े प्लेयर',
    "the viewer (the window over the page that shows a gallery's photos and videos large)",
    'व्यूअर',
  ],
  [
    'accessibility.yaml',
    'sections[2].list[1]',
    'मेन्यू, व्यूअर और उसमें',
    'मेन्यू, वीडियो और फ़ोटो व्यूअर और उसमें',
    'वीडियो और फ़ोटो व्यूअर',
    "the viewer (the window over the page that shows a gallery's photos and videos large)",
    'व्यूअर',
  ],
  [
    'accessibility.yaml',
    'sections[3].list[3]',
    'छूने के बाद व्यूअर खुलने',
    'छूने के बाद वीडियो व्यूअर खुलने',
    'वीडियो व्यूअर',
    "the viewer (the window over the page that shows a gallery's photos and videos large)",
    'व्यूअर',
  ],
  [
    'contact-service.yaml',
    'serverFault',
    'गड़बड़ हो गई, इसलिए आपका संदेश हमारे पास रखा नहीं जा सका।',
    'गड़बड़ हो गई और आपका संदेश सेव नहीं हुआ।',
    'सेव',
    'kept, stored (a message kept on the phone until it can be sent; what we keep of an enquiry)',
    'रखा (रखना)',
  ],
  // A native editor's read: words of offices and reports said as a village reader says them.
  [
    'urgent-help.yaml',
    'notForEmergencies',
    'हम छुट्टी के दिन छोड़कर, पाँच दिन के अंदर जवाब देते हैं।',
    'हम पाँच कामकाजी दिनों के अंदर जवाब देते हैं।',
    'कामकाजी',
    'within five working days (when we reply)',
    'छुट्टी के दिन छोड़कर, पाँच दिन के अंदर',
  ],
  [
    'impact.yaml',
    'sections[0].list.intro',
    'उन {count} परेशानियों के बारे में है, जो दृष्टिबाधित युवाओं के सामने अक्सर आती हैं:',
    'उन {count} चुनौतियों के बारे में है, जिनका सामना दृष्टिबाधित युवा अक्सर करते हैं:',
    'चुनौतियों',
    'mental health challenges (what the book is about, what we help young people understand)',
    'मानसिक स्वास्थ्य की परेशानियाँ',
  ],
  [
    'home.yaml',
    'founder.roles[3]',
    'स्कूलों और गाँव-मोहल्लों में जाकर लोगों से बात करते हैं',
    'स्कूलों और समुदायों में जाकर बात करते हैं',
    'समुदायों',
    'communities (where sessions and talks happen)',
    'गाँव-मोहल्ले',
  ],
  [
    'impact.yaml',
    'sections[6].paragraphs[1]',
    'गाँवों में दूसरी संस्थाओं के साथ मिलकर काम करता है',
    'गाँवों में साझेदारों के साथ काम करता है',
    'साझेदारों',
    'partners (organisations we work with)',
    'दूसरी संस्थाओं के साथ मिलकर',
  ],
];

/** [file, the word explained, today's words, the old words without the explanation] */
const EXPLAINED: readonly (readonly [string, string, string, string])[] = [
  [
    'accessibility.yaml',
    'ऐक्सेसिबिलिटी',
    'भी। इसी को ऐक्सेसिबिलिटी कहते हैं (Android फ़ोन की सेटिंग में इसका नाम सुलभता है)।',
    'भी।',
  ],
  [
    'accessibility.yaml',
    'डायलॉग',
    ' डायलॉग का मतलब है पेज के ऊपर खुलने वाला एक छोटा बॉक्स, जैसे संपर्क फ़ॉर्म भेजने के बाद आने वाला संदेश।',
    '',
  ],
  [
    'impact.yaml',
    'ऑडियो डिस्क्रिप्शन',
    'वाला रूप, जिसमें एक आवाज़ बताती है कि स्क्रीन पर क्या दिख रहा है।',
    'वाला रूप।',
  ],
  [
    'accessibility.yaml',
    'फ़ोकस',
    'और फ़ोकस की रेखा भी: जिस बटन या लिंक पर आप अभी हैं, उसके चारों ओर की रेखा।',
    'और फ़ोकस की रेखा भी।',
  ],
  [
    'site.yaml',
    'Esc',
    'कीबोर्ड में सबसे ऊपर बाईं ओर वाली Esc कुंजी दबाने से व्यूअर बंद हो जाता है।',
    'Esc कुंजी दबाने से यह बंद हो जाता है।',
  ],
  [
    'accessibility.yaml',
    'कंट्रास्ट',
    ' कंट्रास्ट का मतलब है कि दोनों रंग एक-दूसरे से कितने अलग दिखते हैं: यह जितना ज़्यादा हो, लिखाई उतनी साफ़ दिखती है।',
    '',
  ],
  [
    'accessibility.yaml',
    'पिक्सेल',
    ' स्क्रीन पर चीज़ों का नाप पिक्सेल में गिना जाता है, और 44 पिक्सेल का बटन इतना बड़ा होता है कि उसे उँगली से आराम से दबाया जा सके।',
    '',
  ],
  ['impact.yaml', 'कैप्शन', 'के कैप्शन, यानी स्क्रीन पर लिखकर आने वाले शब्द, हिंदी', 'के कैप्शन हिंदी'],
];

describe('the words corrected on the Hindi pages, put back', () => {
  it.each(RETIRED)('refuses the old words of %s, %s, and says which word to use', (...row) => {
    const { problems, expected } = putBack(hindi, row);
    expect(problems).toEqual([expected]);
  });

  it.each(EXPLAINED)(
    'says at the glossary when %s no longer explains "%s"',
    (file, use, now, old) => {
      const index = terms.findIndex((each) => each.use === use);
      const explained = terms[index]?.explained ?? '';
      expect(explained).not.toBe('');
      const line = lineOf(hindi[GLOSSARY_FILE], `    explained: ${explained}\n`);
      expect(problemsOf('content/hi', changed(hindi, file, now, old))).toEqual([
        `content/hi/glossary.yaml, line ${line}, terms[${index}].explained: no text of content/hi says "${use}" with its explanation "${explained}"; explain it once, where a reader first meets it, in these words.`,
      ]);
    },
  );
});
