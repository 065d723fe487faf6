#!/usr/bin/python3
"""Starts the installed Orca with its speech going to a file (speech_to_file.py).

Usage: start_orca.py SPEECH_LOG [ORCA_DEBUG_LOG|-] -- [orca arguments]
Run with Debian's /usr/bin/python3, which has Orca's modules and pyatspi.
"""
import os
import runpy
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def pass_language_to_voice():
    """Gives each voice the language Orca worked out for the text it speaks.

    Orca 43 (Debian 12's) reads each piece of text's language from the page (the element's
    `lang`, which Chromium hands over as the "language" text attribute), splits a line where the
    language changes and passes the language to SpeechGenerator.voice(), which logs it and then
    leaves it out of the voice it returns, so a synthesizer is never told to switch. This puts it
    in the voice family, under the keys Orca's speech-dispatcher server already reads to choose a
    synthesizer's language ("lang", "dialect"), so the speech log records the language each string
    would be spoken in, and a real synthesizer behind this Orca would switch voice with it. Nothing
    else in Orca changes: the same strings, split at the same places.
    """
    from orca import acss, speech_generator

    original = speech_generator.SpeechGenerator.voice

    def voice(self, key=None, **args):
        voices = original(self, key, **args)
        language = args.get("language")
        if not language:
            return voices
        for one in voices:
            family = dict(one.get(acss.ACSS.FAMILY) or {})
            family["lang"] = language
            family["dialect"] = args.get("dialect") or None
            one[acss.ACSS.FAMILY] = family
        return voices

    speech_generator.SpeechGenerator.voice = voice


def main():
    args = sys.argv[1:]
    ours, orca_args = (args[: args.index("--")], args[args.index("--") + 1 :]) if "--" in args else (args, [])
    if not ours:
        print(__doc__)
        return 2
    os.environ["SAATHI_SPEECH_LOG"] = os.path.abspath(ours[0])
    sys.path.insert(0, HERE)
    if len(ours) > 1 and ours[1] != "-":
        from orca import debug

        debug.debugLevel = debug.LEVEL_INFO
        debug.eventDebugLevel = debug.LEVEL_OFF
        debug.debugFile = open(ours[1], "w", buffering=1)
    pass_language_to_voice()
    launcher = shutil.which("orca") or "/usr/bin/orca"
    sys.argv = [launcher, *orca_args]
    # Loaded, not run as __main__, so its main() is called after one change (below).
    orca_main = runpy.run_path(launcher, run_name="orca_launcher")["main"]
    launcher_globals = orca_main.__globals__
    launcher_globals["otherOrcas"] = only_on_this_display(launcher_globals["otherOrcas"])
    return orca_main()


def only_on_this_display(other_orcas):
    """Orca's launcher, limited to the Orcas of this X display.

    The launcher allows one Orca per user: `--replace` kills every other Orca process of the
    user, and without it Orca refuses to start beside one. Each journey's session has a display,
    a D-Bus bus and an AT-SPI bus of its own, and the audit runs two languages' journeys side by
    side on two displays: the second Orca killed the first. So "another Orca" means one on this
    display, read from each process's environment.
    """
    display = ("DISPLAY=" + os.environ.get("DISPLAY", "")).encode()

    def on_this_display():
        mine = []
        for pid in other_orcas():
            try:
                with open(f"/proc/{pid}/environ", "rb") as environ:
                    if display in environ.read().split(b"\0"):
                        mine.append(pid)
            except OSError:
                continue  # gone already
        return mine

    return on_this_display


if __name__ == "__main__":
    sys.exit(main())
