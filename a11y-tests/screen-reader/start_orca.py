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
    launcher = shutil.which("orca") or "/usr/bin/orca"
    sys.argv = [launcher, *orca_args]
    runpy.run_path(launcher, run_name="__main__")
    return 0


if __name__ == "__main__":
    sys.exit(main())
