"""The machinery of the Orca journeys (drive.py): send a key with xdotool, then record Orca's
speech and the AT-SPI focus events it caused, until nothing new comes (QUIET seconds) or a cap.
Nothing here decides a result: transcript.ts judges the recorded events afterwards.
"""
import json
import os
import re
import subprocess
import sys
import time

RUN = os.environ.get("RUN", "/tmp/saathi-orca")
SPEECH = os.path.join(RUN, "speech.log")
FOCUS = os.path.join(RUN, "focus.log")
# No new speech or focus event for this long: the key's effects have settled.
QUIET = float(os.environ.get("ORCA_QUIET_S", "0.9"))
# The longest a step may wait for what it expects (a slow, shared machine).
CAP = float(os.environ.get("ORCA_STEP_CAP_S", "15"))
# The browser session.sh started: "chromium" or "firefox".
BROWSER = os.environ.get("ORCA_BROWSER", "chromium")
# Its window's X class, for xdotool (Debian's Firefox ESR: "firefox-esr").
WINDOW_CLASS = {"chromium": "chromium", "firefox": "firefox-esr"}[BROWSER]
# The address bar's role: Chromium's is an entry, Firefox's a combo box ("Search or enter
# address", with its list of suggestions).
ADDRESS_BAR_ROLES = ("entry", "combo box")
# A disclosure's <summary>: a toggle button to Chromium, a push button (with its expanded
# state) to Gecko; the same element, each engine's mapping (HTML-AAM leaves it to the browser).
SUMMARY_ROLE = {"chromium": "toggle button", "firefox": "push button"}[BROWSER]


def xdotool(*args):
    subprocess.run(["xdotool", *args], check=True)


def norm(text):
    return " ".join(str(text).lower().split())


class Tail:
    """The lines appended to a JSON-lines file since the last read."""

    def __init__(self, path):
        self.path = path
        self.offset = os.path.getsize(path) if os.path.exists(path) else 0

    def read(self):
        try:
            with open(self.path, "rb") as handle:
                handle.seek(self.offset)
                data = handle.read()
        except FileNotFoundError:
            return []
        end = data.rfind(b"\n") + 1
        self.offset += end
        records = []
        for line in data[:end].decode("utf-8", "replace").splitlines():
            try:
                records.append(json.loads(line))
            except json.JSONDecodeError:
                pass
        return records


class Journey:
    def __init__(self, config, name, title):
        self.config = config
        self.base = config["base"].rstrip("/") + config.get("basePath", "")
        # The title says the browser when it is not Chromium, the journeys' first.
        if BROWSER != "chromium":
            title = f"{title} (in {BROWSER.capitalize()})"
        self.record = {"journey": name, "title": title, "basePath": config.get("basePath", ""),
                       "language": config.get("language", ""), "browser": BROWSER,
                       "linkEndings": config.get("linkEndings", []), "steps": [],
                       "error": None}
        self.speech = Tail(SPEECH)
        self.focus = Tail(FOCUS)
        # Where focus is: the last focus event seen, from the session's start on.
        self.current = None
        with open(FOCUS, encoding="utf-8") as handle:
            for line in handle:
                try:
                    self.current = {"type": "focus", **json.loads(line)}
                except json.JSONDecodeError:
                    pass
        self.window = None

    # -- recording -------------------------------------------------------------------------

    def step(self, label, action, expect=None, until="event", setup=False, cap=CAP):
        """Runs `action`, waits until `until` is met and nothing new comes, records the events.

        until: "event" (any speech or focus), "focus" (a focus event), "speech", a function of
        the events, or None (only wait for quiet).
        """
        self.speech.read(), self.focus.read()  # anything before the key belongs to no step
        started = time.time()
        action()
        events = []
        last_new = time.time()
        met = until is None
        while True:
            new = [{"type": "speech", **s} for s in self.speech.read()]
            new += [{"type": "focus", **f} for f in self.focus.read()]
            now = time.time()
            if new:
                events += new
                last_new = now
            if not met:
                met = self._met(until, events)
            if met and now - last_new >= QUIET:
                break
            if now - started >= cap:
                break
            time.sleep(0.1)
        events.sort(key=lambda event: event["t"])
        for event in events:
            if event["type"] == "focus":
                self.current = event
        self.record["steps"].append({
            "label": label,
            "setup": setup,
            "expect": expect,
            "start": round(started, 3),
            "end": round(time.time(), 3),
            "waitedFor": until if isinstance(until, str) else ("condition" if until else None),
            "timedOut": not met,
            "events": events,
        })
        return events

    def expect_of_last(self, expect):
        """What the last step must show, once a loop of steps knows which step got there."""
        self.record["steps"][-1]["expect"] = expect

    @staticmethod
    def _met(until, events):
        if until == "event":
            return bool(events)
        if until == "focus":
            return any(e["type"] == "focus" for e in events)
        if until == "speech":
            return any(e["type"] == "speech" for e in events)
        return bool(until(events))

    def said(self, events):
        return " ".join(e["text"] for e in events if e["type"] == "speech")

    # -- keys ------------------------------------------------------------------------------

    def key(self, *keys):
        return lambda: xdotool("key", "--delay", "80", *keys)

    def type_text(self, text):
        return lambda: xdotool("type", "--delay", "40", text)

    def focus_name(self):
        return norm(self.current["name"]) if self.current else ""

    def focused(self, role=None, name=None):
        if not self.current:
            return False
        return (role is None or self.current["role"] == role) and (
            name is None or norm(self.current["name"]) == norm(name))

    def go(self, path):
        """Loads a page from the address bar, as a person would, and waits for it to settle."""
        url = self.base + path
        in_address_bar = lambda: self.current and \
            self.current["role"] in ADDRESS_BAR_ROLES and not self.current["document"]
        # Ctrl+L until the address bar has focus: typed into the page, the letters of the
        # address would be Orca's browse-mode commands (h, t, p...). A fresh Chromium starts
        # with focus in the address bar, and Ctrl+L there moves nothing: met at once, as the
        # press still selects what is written there, rather than waiting out the cap for a move.
        for _ in range(3):
            self.step("(Ctrl+L: the address bar)", self.key("ctrl+l"), setup=True, cap=5,
                      until=lambda events: in_address_bar() or any(
                          e["type"] == "focus" and e["role"] in ADDRESS_BAR_ROLES
                          for e in events))
            if in_address_bar():
                break
        if not in_address_bar():
            raise RuntimeError(f"Ctrl+L did not reach the address bar ({self.describe_current()})")

        def load():
            xdotool("type", "--delay", "10", url)
            xdotool("key", "Return")

        # Loaded once the browser has focused the new document and Orca has said it finished
        # loading (its page summary follows at once); then until nothing more comes.
        def loaded(events):
            return any(e["type"] == "focus" and e["role"] == "document web" for e in events) \
                and any(e["type"] == "speech" and e["text"].startswith("Finished loading")
                        for e in events)

        self.step(f"(load {path})", load, setup=True, cap=30, until=loaded)

    def tab_to(self, name, role=None, limit=12, key="Tab", expect=None):
        """Presses `key` until focus is on `name`; `expect`, if given, is checked on the press
        that got there (so focus must not be there already)."""
        for pressed in range(limit):
            if self.focused(role, name):
                if expect and pressed == 0:
                    raise RuntimeError(f"focus was on '{name}' already: no press to expect of")
                return True
            self.step(key, self.key(key), until="focus")
            if expect and self.focused(role, name):
                self.expect_of_last(expect)
        if not self.focused(role, name):
            raise RuntimeError(f"{key} did not reach {role or 'an element'} named '{name}' "
                               f"(focus is on {self.describe_current()})")
        return True

    def heading_until(self, name, limit=25):
        for _ in range(limit):
            events = self.step("H (Orca: next heading)", self.key("h"), until="speech")
            if norm(name) in norm(self.said(events)):
                return
        raise RuntimeError(f"H did not reach the heading '{name}'")

    def describe_current(self):
        if not self.current:
            return "nothing"
        return f"{self.current['role']} '{self.current['name']}'"

    def browser_window(self):
        ids = subprocess.run(["xdotool", "search", "--onlyvisible", "--class", WINDOW_CLASS],
                             capture_output=True, text=True).stdout.split()
        if not ids:
            raise RuntimeError(f"no {BROWSER} window (X class {WINDOW_CLASS})")
        return ids[-1]

    def focus_mode(self, wanted):
        """Orca's browse/focus mode toggle is Orca+A (Insert+A); pressed until Orca says the mode."""
        for _ in range(2):
            events = self.step("Insert+A (Orca: toggle browse and focus mode)",
                               self.key("Insert+a"), until="speech", expect=None)
            if f"{wanted} mode" in norm(self.said(events)):
                return
        raise RuntimeError(f"Orca did not switch to {wanted} mode")


# -- the journeys ---------------------------------------------------------------------------


def focus_then_speech(events):
    """A focus event, and speech after it: what took focus has been announced.

    For a key whose first words are not its result: Enter on the form's send is answered at once
    with "sending" (a live region), and the notice that the enquiry is kept comes later, as long
    later as the failed send and the phone's storage take on a busy machine. And for a key that
    closes a dialog or the menu: focus goes back, and Orca says where. With both cores busy, a
    run heard nothing in the QUIET seconds after that focus, and the step, which waited for the
    focus alone, ended there and failed "said once as focus lands".
    """
    focused_at = [e["t"] for e in events if e["type"] == "focus"]
    return bool(focused_at) and any(
        e["type"] == "speech" and e["t"] >= min(focused_at) for e in events)


def in_dialog(events):
    """Focus is inside a dialog, and Orca has announced one (its role word spoken).

    Waiting for the announcement too, not just the focus event: on a busy machine Orca can speak
    more than a second after focus lands, and a step that ended at the focus would leave the
    announcement to the next key's step.
    """
    focused = any(e["type"] == "focus" and any(w.startswith(("dialog", "alert")) for w in e["within"])
                  or e["type"] == "focus" and e["role"] in ("dialog", "alert") for e in events)
    announced = any(e["type"] == "speech" and re.search(r"\b(dialog|alert)\b", e["text"].lower())
                    for e in events)
    return focused and announced
