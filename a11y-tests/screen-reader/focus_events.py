#!/usr/bin/python3
"""Writes every AT-SPI focus change to a file, one JSON line each, until killed.

Usage: focus_events.py FOCUS_LOG
Prints "listening" once its listener is registered and its loop runs: session.sh starts Chromium
only then, or Chromium's first focus, which tells that its accessibility is ready, could come
before anyone listens and never be seen.
Line: {"t": unix time, "role": "push button", "name": "Open menu", "level": null,
       "states": ["expanded"], "within": ["dialog 'Menu'", ...], "document": "Home - Saathi"}
"within" lists the dialogs, landmarks and forms around the element, nearest first (an unnamed
landmark by its kind: "landmark (main)"); "document" is the page's title (the name of the nearest
"document web"). Needs the session's DISPLAY and DBUS_SESSION_BUS_ADDRESS, and Debian's
python3-pyatspi.
"""
import json
import sys
import time

import pyatspi
from gi.repository import GLib

OUT = open(sys.argv[1], "a", buffering=1, encoding="utf-8")
STATES = {
    pyatspi.STATE_EXPANDED: "expanded",
    pyatspi.STATE_COLLAPSED: "collapsed",
    pyatspi.STATE_CHECKED: "checked",
    pyatspi.STATE_PRESSED: "pressed",
    pyatspi.STATE_SELECTED: "selected",
    pyatspi.STATE_REQUIRED: "required",
    pyatspi.STATE_INVALID_ENTRY: "invalid",
    pyatspi.STATE_MODAL: "modal",
}
CONTAINERS = ("dialog", "alert", "landmark", "navigation", "form", "document web", "frame")


def attributes(acc):
    try:
        return dict(a.split(":", 1) for a in acc.getAttributes() if ":" in a)
    except Exception:
        return {}


def container(acc, role):
    """A container by its name, "dialog 'Menu'"; an unnamed landmark by its kind, "landmark (main)"
    (Chromium gives every landmark the role "landmark" and its kind as the "xml-roles" attribute)."""
    if acc.name:
        return f"{role} '{acc.name}'"
    kind = attributes(acc).get("xml-roles") if role == "landmark" else None
    return f"{role} ({kind})" if kind else role


def describe(acc):
    role = acc.getRoleName()
    state = acc.getState()
    record = {
        "role": role,
        "name": acc.name or "",
        "level": None,
        "states": [label for s, label in STATES.items() if state.contains(s)],
        "within": [],
        "document": None,
    }
    if role == "heading":
        level = attributes(acc).get("level")
        record["level"] = int(level) if level and level.isdigit() else None
    if role == "document web":
        record["document"] = acc.name or ""
    parent, depth = acc.parent, 0
    while parent is not None and depth < 60:
        parent_role = parent.getRoleName()
        if parent_role == "document web":
            record["document"] = parent.name or ""
            break
        if parent_role in CONTAINERS:
            record["within"].append(container(parent, parent_role))
        if parent_role == "frame":
            break
        parent, depth = parent.parent, depth + 1
    return record


def window_shell(acc):
    """Firefox's window is exposed twice: in Gecko's tree (application "Firefox"), and as an
    application named after the program ("firefox-esr") holding the frame and one unnamed panel.
    That panel takes focus whenever the window does, and as the two applications' events come
    over separate connections, its event can come after Gecko's own focus on the address bar:
    the journey then believed focus was on an unnamed panel. Orca says nothing of it, and no key
    reaches it: it is not recorded."""
    try:
        return acc.getRoleName() == "panel" and not acc.name \
            and acc.parent is not None and acc.parent.getRoleName() == "frame" \
            and acc.getApplication().name == "firefox-esr"
    except Exception:
        return False


def on_focus(event):
    if event.detail1 != 1 or window_shell(event.source):
        return
    now = round(time.time(), 3)
    try:
        record = describe(event.source)
    except Exception as error:  # the element went away before it could be described
        record = {"role": "(gone)", "name": error.__class__.__name__, "level": None,
                  "states": [], "within": [], "document": None}
    OUT.write(json.dumps({"t": now, **record}, ensure_ascii=False) + "\n")


def say_listening():
    print("listening", flush=True)
    return False  # once


pyatspi.Registry.registerEventListener(on_focus, "object:state-changed:focused")
GLib.idle_add(say_listening)
try:
    pyatspi.Registry.start()
except KeyboardInterrupt:
    pass
