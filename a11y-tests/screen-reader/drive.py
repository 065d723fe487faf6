#!/usr/bin/python3
"""Drives the browser (Chromium, or Firefox with ORCA_BROWSER=firefox) with real key presses while
Orca runs, and writes what happened after each key: Orca's speech and the AT-SPI focus events,
as a JSON transcript.

Usage (inside a running session, see session.sh and README.md):
    drive.py CONFIG_JSON JOURNEY OUT_JSON

CONFIG_JSON is written by orca.ts from the site's own content: the base address, the base path
("" for the English pages, later "/hi"), and the words each step expects (page headings, dialog
names, announcements). JOURNEY is one of: home, menu, lightbox, transcript, player, contact,
under-eighteen, parent, offline, kept-enquiry.

Each step waits for what its key should cause (a focus event, or any speech), then until
nothing new has come for QUIET seconds, within a generous cap. No fixed sleep decides a result:
the assertions (assertions.ts) judge the recorded events afterwards.
"""
import json
import subprocess
import sys
import urllib.request

from journey import Journey, focus_then_speech, in_dialog, norm, xdotool
from viewer_journeys import journey_lightbox, journey_player, journey_transcript
def journey_home(j):
    pages, shell = j.config["pages"], j.config["shell"]
    j.go(pages["home"]["path"])
    # Every heading with H until Orca wraps to the top.
    for _ in range(30):
        events = j.step("H (Orca: next heading)", j.key("h"), until="speech")
        if "wrapping to top" in norm(j.said(events)):
            break
    # The whole page read from the top: Orca's say-all (KP_Add, desktop layout).
    j.step("Ctrl+Home (Orca: top of the page)", j.key("ctrl+Home"), until="speech")
    j.step("KP_Add (Orca: say all)", j.key("KP_Add"), until="speech", cap=30)
    # The header, with Tab, from a fresh load.
    j.go(pages["home"]["path"])
    j.step("Tab", j.key("Tab"), until="focus",
           expect={"focus": {"role": "link", "name": shell["skipLink"]}})
    for _ in range(len(j.config["header"]) + 1):
        j.step("Tab", j.key("Tab"), until="focus")
    j.step("Shift+Tab", j.key("shift+Tab"), until="focus")
    # The skip link: from a fresh load, Tab to it, Enter, then Tab into the page.
    j.go(pages["home"]["path"])
    j.step("Tab", j.key("Tab"), until="focus",
           expect={"focus": {"role": "link", "name": shell["skipLink"]}})
    j.step("Enter (follow the skip link)", j.key("Return"), until="event",
           expect={"focusWithin": "main", "notClickable": True})
    # The first controls in main: the hero's two actions, then at once the first helpline.
    for action in j.config["homeActions"]:
        j.step("Tab (a hero action)", j.key("Tab"), until="focus",
               expect={"focus": {"role": "link", "name": action}})
    j.step("Tab (then the first helpline)", j.key("Tab"), until="focus",
           expect={"focus": {"role": "link", "name": j.config["urgent"]["firstCall"]}})
    # The skip link again, once Orca has read main, as a listener who first looks over the page
    # does: the landmarks with M as far as main (its h1), back to the top with Ctrl+Home (Orca's
    # caret, and focus, on the skip link), Enter. Orca keeps what it read of an element, and
    # called `main`, read before the skip made it focusable, "clickable" (README, "clickable").
    j.go(pages["home"]["path"])
    for _ in range(8):
        events = j.step("M (Orca: next landmark)", j.key("m"), until="speech")
        if "heading level 1" in norm(j.said(events)):
            break
    else:
        raise RuntimeError("M did not reach the main landmark (its h1)")
    j.step("Ctrl+Home (Orca: top of the page, the skip link)", j.key("ctrl+Home"), until="focus",
           expect={"focus": {"role": "link", "name": shell["skipLink"]}})
    j.step("Enter (follow the skip link)", j.key("Return"), until="event",
           expect={"focusWithin": "main", "notClickable": True})
    j.step("Tab (a hero action)", j.key("Tab"), until="focus",
           expect={"focus": {"role": "link", "name": j.config["homeActions"][0]}})
    # A page change from the header: Tab to the About link, Enter.
    j.go(pages["home"]["path"])
    j.tab_to(shell["aboutNav"], role="link")
    j.step("Enter (follow the About link)", j.key("Return"), until=lands_on_h1,
           expect={"pageChange": {"h1": pages["about"]["h1"], "title": pages["about"]["title"]}})


def lands_on_h1(events):
    return any(e["type"] == "focus" and e["role"] == "heading" and e.get("level") == 1
               for e in events)


def journey_menu(j):
    pages, shell = j.config["pages"], j.config["shell"]
    window = j.browser_window()
    j.step("(resize the window to 400 x 900 px)",
           lambda: xdotool("windowsize", window, "400", "900"), setup=True, until=None)
    j.go(pages["home"]["path"])

    def ready_on_menu_button():
        if not j.focused("push button", shell["openMenu"]):
            j.go(pages["home"]["path"])
            j.tab_to(shell["openMenu"], role="push button")

    def open_menu(how="Enter"):
        ready_on_menu_button()
        j.step(f"{how} (open the menu)", j.key("Return" if how == "Enter" else "space"),
               until=in_dialog, expect={"open": {"id": "menu", "dialog": shell["menuTitle"],
                                                 "role": "dialog"}})

    # 1. Escape.
    open_menu()
    for _ in range(len(j.config["header"]) + 1):
        j.step("Tab (walk the menu)", j.key("Tab"), until="focus")
    j.step("Shift+Tab", j.key("shift+Tab"), until="focus")
    j.step("Escape (close the menu)", j.key("Escape"), until=focus_then_speech, cap=8,
           expect={"close": {"id": "menu"}})
    # 2. The Close button.
    open_menu("space")
    j.tab_to(shell["closeMenu"], role="push button")
    j.step("Enter (press Close)", j.key("Return"), until=focus_then_speech, cap=8,
           expect={"close": {"id": "menu"}})
    # 3. A click on the dimmed overlay beside the panel.
    open_menu()
    x, y = overlay_point(j, window)
    j.step(f"click the overlay at ({x}, {y})",
           lambda: xdotool("mousemove", str(x), str(y), "click", "1"),
           until=focus_then_speech, cap=8,
           expect={"close": {"id": "menu"}})
    # 4. Escape while Close has focus.
    open_menu()
    j.tab_to(shell["closeMenu"], role="push button")
    j.step("Escape on Close (close the menu)", j.key("Escape"), until=focus_then_speech, cap=8,
           expect={"close": {"id": "menu"}})
    # A page chosen from the menu.
    open_menu()
    j.tab_to(shell["aboutNav"], role="link")
    j.step("Enter (follow About in the menu)", j.key("Return"), until=lands_on_h1, cap=12,
           expect={"pageChange": {"h1": pages["about"]["h1"], "title": pages["about"]["title"]}})


def overlay_point(j, window):
    """A point on the overlay: in the window, left of the menu panel (it slides in from the right)."""
    geometry = subprocess.run(["xdotool", "getwindowgeometry", "--shell", window],
                              capture_output=True, text=True).stdout
    values = dict(line.split("=", 1) for line in geometry.split() if "=" in line)
    left, top = int(values.get("X", 0)), int(values.get("Y", 0))
    height = int(values.get("HEIGHT", 900))
    # The panel is min(20rem, 85vw) wide at the right: the leftmost 15 % is overlay.
    return left + 20, top + height // 2


def down_to_parent(j, writer):
    """Tab to "Who is writing?"'s first answer, "I am 18 or older", heard with its hint (its
    description: for a message about oneself or another adult); then Down, in Orca's browse
    mode, reads the hint under it line by line and goes on to "I am a parent or guardian…"
    without choosing it."""
    j.tab_to(writer["adult"], role="radio button", limit=6,
             expect={"says": writer["adultHint"]})
    parent = {"role": "radio button", "name": writer["parent"]}
    for _ in range(6):
        j.step("Down (Orca: next line)", j.key("Down"), until="speech")
        if j.focused(**parent):
            j.expect_of_last({"focus": parent})
            return
    raise RuntimeError("Down did not reach the answer for a parent or guardian")


def answer_adult(j, contact):
    """Tab to "Who is writing?" (its first answer, "I am 18 or older") and Space to choose it:
    the form's fields show."""
    writer = contact["writer"]
    j.tab_to(writer["adult"], role="radio button", limit=6)
    j.step("Space (choose it)", j.key("space"), until=None)


def fill_contact_form(j, contact):
    """"I am 18 or older" chosen, each field of the contact form reached by Tab and typed in,
    then Tab to its send button."""
    answer_adult(j, contact)
    for field, value in zip(contact["fields"], contact["values"]):
        j.tab_to(field, role="entry", limit=4)
        j.step(f"type '{value}'", j.type_text(value), until=None)
    j.tab_to(contact["submit"], role="push button", limit=4)


def journey_contact(j):
    pages, contact = j.config["pages"], j.config["contact"]
    j.go(pages["contact"]["path"])
    j.heading_until(contact["formHeading"])
    # Filled and sent.
    fill_contact_form(j, contact)
    j.step("Enter (send)", j.key("Return"), until=in_dialog, cap=20,
           expect={"open": {"id": "success", "dialog": contact["success"],
                            "role": "dialog"}})
    j.step("Enter (OK)", j.key("Return"), until=focus_then_speech, cap=8,
           expect={"close": {"id": "success"}})
    # Refused: a message with no e-mail address or phone number to reply to (told by the form
    # itself, before anything is sent, with the same rules as the server's).
    j.go(pages["contact"]["path"])
    j.heading_until(contact["formHeading"])
    answer_adult(j, contact)
    j.tab_to(contact["fields"][-1], role="entry", limit=6)
    j.step("type a message only", j.type_text(contact["refusedMessage"]), until=None)
    j.tab_to(contact["submit"], role="push button", limit=4)
    j.step("Enter (send)", j.key("Return"), until=in_dialog, cap=20,
           expect={"open": {"id": "failure", "dialog": contact["failure"],
                            "role": "dialog"}})
    # OK takes focus to the error summary, which lists what to fix (a link to each field).
    j.step("Enter (OK)", j.key("Return"), until=focus_then_speech, cap=8,
           expect={"close": {"id": "failure",
                             "to": {"role": "panel", "name": contact["errorSummary"]}}})


def journey_under_eighteen(j):
    """Contact: "Who is writing?" reached by Tab, Down to "I am under 18" (in Orca's browse mode
    Down moves to the next answer without choosing it, and Orca says "not selected"), Space to
    choose it, then its part read: the heading, the helplines first, and why a parent's or
    guardian's permission is needed. No field follows. (Down, not H, to the part's heading:
    Orca 43's H from the radio button went past the part just shown, to the next section's
    heading; Down reads it.)"""
    pages, contact = j.config["pages"], j.config["contact"]
    writer = contact["writer"]
    j.go(pages["contact"]["path"])
    j.heading_until(contact["formHeading"])
    down_to_parent(j, writer)
    j.step("Down (the next answer)", j.key("Down"), until="focus",
           expect={"focus": {"role": "radio button", "name": writer["underEighteen"]}})
    j.step("Space (choose it)", j.key("space"), until="speech")
    j.step("Down (Orca: next line)", j.key("Down"), until="speech",
           expect={"says": writer["heading"]})
    j.step("P (Orca: next paragraph)", j.key("p"), until="speech",
           expect={"says": writer["helplines"]})
    # The helplines (a list), then the reason: read line by line until it comes.
    for _ in range(12):
        events = j.step("Down (Orca: next line)", j.key("Down"), until="speech")
        if norm(writer["why"][:40]) in norm(j.said(events)):
            break
    else:
        raise RuntimeError("Down did not reach why a parent's permission is needed")
    # No field after it: Tab goes past the e-mail link to the next part of the page.
    j.tab_to(writer["email"], role="link", limit=12)


def journey_parent(j):
    """Contact: "Who is writing?" answered "I am a parent or guardian…" (Down, then Space), its
    part read line by line until how it works (we call before anyone reads the message); then
    Tab past the helplines and our e-mail to "Full name", on to "Who is the young person to
    you?", and on past the message to the statement to tick, heard with its words."""
    pages, contact = j.config["pages"], j.config["contact"]
    writer, parent = contact["writer"], contact["parent"]
    j.go(pages["contact"]["path"])
    j.heading_until(contact["formHeading"])
    down_to_parent(j, writer)
    j.step("Space (choose it)", j.key("space"), until="speech")
    # Its part: thanks, the helplines (a list), then how it works; read line by line.
    for _ in range(16):
        events = j.step("Down (Orca: next line)", j.key("Down"), until="speech")
        if norm(parent["howItWorks"][:40]) in norm(j.said(events)):
            break
    else:
        raise RuntimeError("Down did not reach how a parent's enquiry is confirmed")
    j.tab_to(contact["fields"][0], role="entry", limit=12)
    j.step("Tab (the next field)", j.key("Tab"), until="focus",
           expect={"focus": {"role": "entry", "name": parent["relationship"]}})
    j.tab_to(parent["consent"], role="check box", limit=6)


def journey_offline(j):
    """The page a phone shows offline for a page it does not keep, as the build wrote it."""
    offline, shell = j.config["offline"], j.config["shell"]
    j.go(offline["path"])
    for _ in range(15):
        events = j.step("H (Orca: next heading)", j.key("h"), until="speech")
        if "wrapping to top" in norm(j.said(events)):
            break
    j.step("Ctrl+Home (Orca: top of the page)", j.key("ctrl+Home"), until="speech")
    j.step("KP_Add (Orca: say all)", j.key("KP_Add"), until="speech", cap=30,
           expect={"says": offline["heading"]})
    # The skip link, then the first control in main: a helpline (no page is kept yet). The page
    # runs no script: the link is a plain one to #main, so the browser moves its reading place
    # there (not focus, main is no control) and Orca reads on from the heading.
    j.go(offline["path"])
    j.step("Tab", j.key("Tab"), until="focus",
           expect={"focus": {"role": "link", "name": shell["skipLink"]}})
    j.step("Enter (follow the skip link)", j.key("Return"), until="speech",
           expect={"says": offline["heading"]})
    j.step("Tab (the first control in main: the first helpline)", j.key("Tab"), until="focus",
           expect={"focus": {"role": "link", "name": j.config["urgent"]["firstCall"]}})


def journey_kept_enquiry(j):
    """The form sent on a link that drops the send (deadLink.ts): the notice that the enquiry is
    kept on the phone takes focus and is read; Tab through it to "Delete it from this phone", the
    confirmation that takes its place, and its Undo, which brings the notice back with focus."""
    pages, contact, kept = j.config["pages"], j.config["contact"], j.config["keptEnquiry"]
    j.base = kept["base"].rstrip("/") + j.config.get("basePath", "")
    j.go(pages["contact"]["path"])
    j.heading_until(contact["formHeading"])
    fill_contact_form(j, contact)
    # The send gets no answer: the notice at the top of the page takes focus and says so.
    j.step("Enter (send, on a link that drops it)", j.key("Return"), until=focus_then_speech,
           cap=30, expect={"says": kept["title"]})
    # Heard on the way in: its name, then what it means (its description). Tab goes on inside.
    j.step("Tab (the words kept: a disclosure)", j.key("Tab"), until="focus",
           expect={"says": kept["yourMessage"]})
    j.tab_to(kept["delete"], role="push button", limit=10)
    # The notice goes with the button: a confirmation in its place takes focus and is read.
    j.step("Enter (delete it from this phone)", j.key("Return"), until=focus_then_speech,
           cap=15, expect={"says": kept["deleted"],
                           "focus": {"role": "landmark", "name": kept["deleted"]}})
    # Undo, beside it: the notice back in its place takes focus and is read again.
    j.step("Tab (Undo)", j.key("Tab"), until="focus",
           expect={"focus": {"role": "push button", "name": kept["undo"]}})
    j.step("Enter (undo: keep my message)", j.key("Return"), until=focus_then_speech,
           cap=15, expect={"says": kept["title"],
                           "focus": {"role": "landmark", "name": kept["title"]}})


def journey_kept_refused(j):
    """The form sent on a link that drops the send (deadLink.ts): kept on the phone. Then the
    link passes sends on swollen past the service's limit, so that the service itself refuses
    the enquiry when the phone sends it again on the next page opened. Tab into the notice says
    the refusal; "Put my words back in the form" opens the contact page with the words in the
    form, focus on the message, and Orca reads its name."""
    pages, contact, kept = j.config["pages"], j.config["contact"], j.config["keptEnquiry"]
    j.base = kept["refusingBase"].rstrip("/") + j.config.get("basePath", "")
    j.go(pages["contact"]["path"])
    j.heading_until(contact["formHeading"])
    fill_contact_form(j, contact)
    j.step("Enter (send, on a link that drops it)", j.key("Return"), until=focus_then_speech,
           cap=30, expect={"says": kept["title"]})
    # The link to the service is back, and the service refuses what the phone sends.
    swell = urllib.request.Request(kept["refusingBase"].rstrip("/") + kept["swellSendsPath"],
                                   method="POST")
    j.step("(the link reaches the service now, which refuses the enquiry)",
           lambda: urllib.request.urlopen(swell, timeout=10).close(), setup=True, until=None)
    # Another page, opened with the link: the page sends the enquiry again, and the service
    # refuses it. Refused once the page has been read, the notice's live region says so; refused
    # sooner (the load is slow), the page opens with the notice, first in main. Either way,
    # Tab into it says its name.
    refused = norm(kept["refusedTitle"])
    j.go(pages["about"]["path"])
    if refused not in norm(j.said(j.record["steps"][-1]["events"])):
        j.step("(no key: the phone sends it again)", lambda: None, cap=10,
               until=lambda events: refused in norm(j.said(events)))
    j.tab_to(kept["putBack"], role="push button", limit=16,
             expect={"says": kept["refusedTitle"]})
    j.step("Enter (put my words back in the form)", j.key("Return"), until=focus_then_speech,
           cap=15, expect={"focus": {"role": "entry", "name": kept["message"]}})


JOURNEYS = {
    "home": ("Home: every heading with H, Tab through the header, the skip link (from a fresh "
             "load, and once Orca has read main), a header link",
             journey_home),
    "menu": ("A 400 px window: the mobile menu opened, walked and closed four ways, and a page "
             "chosen from it", journey_menu),
    "lightbox": ("Impact: the viewer on a video and on a photo, moved with the buttons and with "
                 "the arrows in focus mode, closed", journey_lightbox),
    "contact": ("Contact: the form filled and sent (Success!), then refused (Oops!)",
                journey_contact),
    "under-eighteen": ("Contact: \"Who is writing?\" answered \"I am under 18\": the helplines "
                       "first, why a parent's permission is needed, no field", journey_under_eighteen),
    "parent": ("Contact: \"Who is writing?\" answered \"I am a parent or guardian…\": how it "
               "works, then their own field and the statement to tick", journey_parent),
    "transcript": ("Impact: a video's transcript read under its thumbnail and in the viewer",
                   journey_transcript),
    "player": ("Impact: the video player's controls, each reached by Tab and used by keyboard, "
               "heard in words", journey_player),
    "offline": ("The offline page: every heading with H, a say-all, the skip link to the "
                "helplines", journey_offline),
    "kept-enquiry": ("Contact: the form sent on a link that drops the send: the notice that it "
                     "is kept on the phone, read, the enquiry deleted, and the deletion undone",
                     journey_kept_enquiry),
    "kept-refused": ("Contact: the form sent on a link that drops the send, then refused by the "
                     "service when the phone sends it again: the refusal heard on the next page, "
                     "and the words put back in the form", journey_kept_refused),
}


def main():
    if len(sys.argv) != 4 or sys.argv[2] not in JOURNEYS:
        print(__doc__)
        return 2
    with open(sys.argv[1], encoding="utf-8") as handle:
        config = json.load(handle)
    name = sys.argv[2]
    title, run = JOURNEYS[name]
    journey = Journey(config, name, title)
    xdotool("windowfocus", "--sync", journey.browser_window())
    try:
        run(journey)
    except Exception as error:  # recorded: the transcript so far is still worth reading
        journey.record["error"] = f"{error.__class__.__name__}: {error}"
    with open(sys.argv[3], "w", encoding="utf-8") as handle:
        json.dump(journey.record, handle, ensure_ascii=False, indent=1)
    print(f"{name}: {len(journey.record['steps'])} steps"
          + (f", stopped: {journey.record['error']}" if journey.record["error"] else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
