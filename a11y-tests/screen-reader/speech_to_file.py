"""An Orca speech server that writes what Orca says to a file instead of a synthesizer.

Orca hands every string it would speak to its speech server. This one appends each to the file
named by SAATHI_SPEECH_LOG as a JSON line: {"t": unix time, "text": ..., "interrupt": bool}.
No speech-dispatcher and no synthesizer are involved, so nothing can hang on audio (Debian's
speech-dispatcher, auto-started by Orca's default server, can block Orca's start for good on a
busy machine) and the transcript is exactly Orca's own words.

Orca loads it because orca-settings.conf names it as "speechServerFactory"; start_orca.py puts
this folder on Python's path.
"""
import json
import os
import threading
import time

from orca import speechserver

_lock = threading.Lock()
_file = None


def _language(acss):
    """The language the voice is asked to speak in ("hi", "en-in"), when Orca said one."""
    family = (acss or {}).get("family") or {}
    language = family.get("lang")
    if not language:
        return None
    dialect = family.get("dialect")
    return f"{language}-{dialect}".lower() if dialect else str(language).lower()


def _write(text, interrupt, kind="speak", acss=None):
    global _file
    if not text or not str(text).strip():
        return
    with _lock:
        if _file is None:
            _file = open(os.environ["SAATHI_SPEECH_LOG"], "a", buffering=1, encoding="utf-8")
        record = {"t": round(time.time(), 3), "text": str(text), "interrupt": bool(interrupt)}
        if kind != "speak":
            record["kind"] = kind
        language = _language(acss)
        if language:
            record["lang"] = language
        _file.write(json.dumps(record, ensure_ascii=False) + "\n")


class SpeechServer(speechserver.SpeechServer):
    """Orca's speech server interface, writing to a file."""

    _instance = None

    @staticmethod
    def getFactoryName():
        return "Speech log (file)"

    @staticmethod
    def getSpeechServers():
        return [SpeechServer.getSpeechServer()]

    @staticmethod
    def getSpeechServer(info=None):
        if SpeechServer._instance is None:
            SpeechServer._instance = SpeechServer()
        return SpeechServer._instance

    @staticmethod
    def shutdownActiveServers():
        SpeechServer._instance = None

    def getInfo(self):
        return [self.getFactoryName(), "speech-log"]

    def getVoiceFamilies(self):
        return []

    def speak(self, text=None, acss=None, interrupt=True):
        _write(text, interrupt, acss=acss)

    def speakCharacter(self, character, acss=None):
        _write(character, False, "character")

    def speakKeyEvent(self, event, acss=None):
        pass

    def sayAll(self, utteranceIterator, progressCallback):
        for context, acss in utteranceIterator:
            _write(context.utterance, False, "sayAll", acss)
            progressCallback(context, speechserver.SayAllContext.COMPLETED)
